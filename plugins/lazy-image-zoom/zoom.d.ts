// The package ships JavaScript only: the client module this site loads, as the package defines it.
declare module 'docusaurus-plugin-image-zoom/lib/zoom.js' {
  export interface ImageZoom {
    onRouteUpdate(): void;
  }
  /** null on the server and when themeConfig.zoom is unset. */
  const zoom: ImageZoom | null;
  export default zoom;
}
