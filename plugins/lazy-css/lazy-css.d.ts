/** A stylesheet imported with `?lazy` is a URL to link on demand (see plugins/lazy-css). */
declare module '*.css?lazy' {
  const href: string;
  export default href;
}
