/**
 * Whether React is still hydrating the server-rendered page: from the bundles' first run on a page
 * with server HTML until the first commit (reported by src/theme/Root.tsx). Components mounted
 * meanwhile may keep their server HTML (src/theme/CodeBlock/Content). Always false under `npm start`.
 */
let hydrating =
  typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

export function isHydrating(): boolean {
  return hydrating;
}

export function markHydrated(): void {
  hydrating = false;
}
