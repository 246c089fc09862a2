/**
 * URL continuity with the site this one replaces (docs.etherlink.com): links from wallets, forums
 * and search engines keep working. `redirects`: live-site URLs this site serves under another path
 * (plugins/redirects writes `_redirects` and an HTML page per old path); both old forms of the
 * tutorial lead to this site's. `servedAsPages`: live-site URLs this site serves as its own pages
 * (the governance task pages, the participate hub), listed so that the tests hold them too.
 */

export interface Redirect {
  /** Path on the live site, as it links it (no trailing slash unless the live site uses one). */
  from: string;
  /** Path of the page on this site. */
  to: string;
}

export const redirects: readonly Redirect[] = [
  {from: '/tutorials/predictionMarket', to: '/tutorials/marketpulse'},
  {from: '/tutorials/predictionMarket/write-contract', to: '/tutorials/marketpulse/backend'},
  {from: '/tutorials/predictionMarket/deploy-contract', to: '/tutorials/marketpulse/deploy'},
  {from: '/tutorials/predictionMarket/frontend', to: '/tutorials/marketpulse/frontend'},
];

export const servedAsPages: readonly string[] = [
  '/governance/overview',
  '/governance/quickstart',
  '/governance/voting-key',
  '/governance/proposing-upgrades',
  '/governance/kernel-governance',
  '/governance/triggering-upgrades',
  '/governance/sequencer-upgrades',
  '/governance/how-do-i-participate-in-governance',
  '/tutorials/marketpulse',
];
