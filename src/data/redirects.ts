/**
 * URL continuity with the site this one replaces (docs.etherlink.com). Links to it from
 * wallets, forums, other sites and search engines must keep working after the switch.
 *
 * `redirects`: every URL the live site serves that this site serves under another path.
 * plugins/redirects turns the list into `_redirects` (301) and into a small HTML page at each
 * old path for hosts that ignore `_redirects`. The live site moved its tutorial from
 * /tutorials/marketpulse to /tutorials/predictionMarket, so both old forms lead to this site's
 * tutorial pages.
 *
 * `servedAsPages`: URLs of the live site that this site serves as pages of its own, listed so
 * that the tests hold them too: the governance task pages, and the participate page that the
 * live site dropped and this site keeps as a hub.
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
