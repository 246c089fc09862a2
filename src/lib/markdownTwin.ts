/**
 * Where a doc page's Markdown twin lives and how to hand it to a chat assistant, for the plugin that
 * writes the twins (plugins/llms-txt) and the Copy page control that links to and fetches them.
 */

/** Whether the doc page at this route (baseUrl included) has a Markdown twin: conref fragments have none (they are inlined). */
export function hasTwin(permalink: string, baseUrl = '/'): boolean {
  return !`/${permalink.slice(baseUrl.length)}`.startsWith('/conrefs/');
}

/** The path a page is served at: its permalink without a trailing slash, except the home page. */
export function servedPath(permalink: string, baseUrl = '/'): string {
  const path = permalink.split(/[?#]/)[0] || '/';
  return path === baseUrl || path === '/' ? path : path.replace(/\/+$/, '');
}

/**
 * The twin of a page: its served path (trailingSlash is false) plus `.md`, the home page `index.md`:
 * /get-started/network-information → /get-started/network-information.md, / → /index.md, /bridging/ → /bridging.md.
 */
export function twinPath(permalink: string, baseUrl = '/'): string {
  const path = servedPath(permalink, baseUrl);
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** Absolute URL of a twin, e.g. https://docs.etherlink.com/get-started/network-information.md */
export function twinUrl(siteUrl: string, permalink: string, baseUrl = '/'): string {
  return `${siteUrl.replace(/\/+$/, '')}${twinPath(permalink, baseUrl)}`;
}

/** The prompt that "Open in ChatGPT" / "Open in Claude" start with. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} and help me with it.`;
}

export const assistantLinks = [
  {id: 'chatgpt', label: 'Open in ChatGPT', base: 'https://chatgpt.com/'},
  {id: 'claude', label: 'Open in Claude', base: 'https://claude.ai/new'},
] as const;

/** https://chatgpt.com/?q=… and https://claude.ai/new?q=… with the prompt for this twin. */
export function assistantUrl(base: string, markdownUrl: string): string {
  return `${base}?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}
