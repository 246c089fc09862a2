// Loads docusaurus-plugin-image-zoom's client module after the first render (see ./index.ts).
import type {ImageZoom} from 'docusaurus-plugin-image-zoom/lib/zoom.js';

let zoom: Promise<ImageZoom | null> | undefined;

export function onRouteDidUpdate(): void {
  if (!zoom) {
    // The module attaches the zoom itself, about a second after it runs.
    zoom = import(/* webpackChunkName: "image-zoom" */ 'docusaurus-plugin-image-zoom/lib/zoom.js').then(
      (module) => module.default,
      () => {
        zoom = undefined; // offline or a removed chunk: the next navigation tries again
        return null;
      },
    );
    return;
  }
  void zoom.then((loaded) => loaded?.onRouteUpdate());
}
