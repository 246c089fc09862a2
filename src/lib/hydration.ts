/**
 * Whether React is still hydrating the server-rendered page. It is true from the moment the
 * bundles run on a page that has server HTML (a production build) until the app's first commit,
 * which `src/theme/Root.tsx` reports. Components mounted in that window may keep their server
 * HTML instead of rebuilding it (see `src/theme/CodeBlock/Content`). Under `npm start` the page
 * has no server HTML, so this is false from the start.
 */
let hydrating =
  typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

export function isHydrating(): boolean {
  return hydrating;
}

export function markHydrated(): void {
  hydrating = false;
}
