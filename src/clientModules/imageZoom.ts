/**
 * Click-to-zoom on the images of a page (themeConfig.zoom: selector, background, medium-zoom
 * options), attached about one second after the page renders and after each client-side
 * navigation, as docusaurus-plugin-image-zoom did. The difference: medium-zoom is imported when
 * it is attached, in a chunk of its own, instead of running inside main.js. Benefit: main.js,
 * which every page runs in one task before it can hydrate, is about 3.3 KB gzip smaller
 * (medium-zoom and the plugin's module, minified and gzipped), and no page waits for a zoom its
 * reader has not clicked yet.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Zoom, ZoomOptions} from 'medium-zoom';

interface ZoomConfig {
  selector?: string;
  background?: {light?: string; dark?: string};
  config?: ZoomOptions;
}

const ATTACH_AFTER_MS = 1000;
const settings = (siteConfig.themeConfig as {zoom?: ZoomConfig}).zoom;

let zoom: Zoom | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function background(): string | undefined {
  const dark = document.documentElement.dataset.theme === 'dark';
  return dark ? settings?.background?.dark : settings?.background?.light;
}

async function attach(): Promise<void> {
  const {default: mediumZoom} = await import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom');
  zoom?.detach();
  zoom = mediumZoom(settings?.selector ?? '.markdown img', {...settings?.config, background: background()});
}

export function onRouteDidUpdate(): void {
  if (!settings) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    attach().catch(() => {
      // Offline or a removed chunk: images stay as they are; the next navigation tries again.
    });
  }, ATTACH_AFTER_MS);
}
