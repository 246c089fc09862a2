// The package ships JavaScript only: the two entry points this site uses, as the package defines them.
declare module 'docusaurus-plugin-image-zoom' {
  import type {Plugin} from '@docusaurus/types';

  export default function imageZoom(): Plugin;
}

declare module 'docusaurus-plugin-image-zoom/lib/zoom.js' {
  export interface ImageZoom {
    onRouteUpdate(): void;
  }
  /** null on the server and when themeConfig.zoom is unset. */
  const zoom: ImageZoom | null;
  export default zoom;
}
