/**
 * Hosts whose links are not fetched by check:links, each with the reason. Review an entry before adding it:
 * a skipped host can die unnoticed. Matching is on the host name and its subdomains.
 */
export const skippedHosts: {host: string; reason: string}[] = [
  {host: 'localhost', reason: 'examples that point at a node or app on the reader’s own machine'},
  {host: '127.0.0.1', reason: 'examples that point at a node or app on the reader’s own machine'},
  {host: 'x.com', reason: 'answers 403 or a login wall to clients without a browser session'},
  {host: 'twitter.com', reason: 'redirects to x.com, which refuses robots'},
  {host: 'www.coinbase.com', reason: 'bot protection answers 403 to automated requests'},
  {host: 'www.mexc.com', reason: 'geo-fenced; bot protection answers 403'},
  {host: 'www.gate.io', reason: 'geo-fenced; bot protection answers 403'},
  {host: 'cointelegraph.com', reason: 'bot protection (Cloudflare challenge) answers 403'},
  {host: 'trustwallet.com', reason: 'bot protection answers 403 to automated requests'},
  {host: 'crates.io', reason: 'answers 403 to clients without an Accept header it knows'},
  {host: 'medium.com', reason: 'bot protection (Cloudflare challenge) answers 403'},
];

export function skipReason(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const entry = skippedHosts.find((e) => host === e.host || host.endsWith(`.${e.host}`));
  return entry?.reason ?? null;
}
