/**
 * What each configured service adds to the CSP of static/_headers, so the default build allows no
 * outside host and the hosted build exactly its services. A service that picks hosts at run time
 * (Algolia's retries, thirdweb and WalletConnect subdomains) gets a wildcard.
 */
import type {SiteEnv} from '../../src/config/env';
import {networkList} from '../../src/data/networks';
import type {CspAdditions} from './generate';

const origin = (url: string) => new URL(url).origin;

export function cspAdditions(env: SiteEnv): CspAdditions {
  const add: Record<string, string[]> = {};
  const push = (directive: string, ...sources: string[]) => (add[directive] ??= []).push(...sources);
  const selfOrigin = origin(env.siteUrl);
  const endpoint = (url: string | null) => {
    if (url && origin(url) !== selfOrigin) push('connect-src', origin(url));
  };
  if (env.algolia) push('connect-src', 'https://*.algolia.net', 'https://*.algolianet.com');
  if (env.algoliaAssistantId) push('connect-src', 'https://askai.algolia.com');
  endpoint(env.chatbotApiUrl);
  endpoint(env.feedbackApiUrl);
  if (env.gtmContainerId) {
    push('script-src', 'https://www.googletagmanager.com');
    push('img-src', 'https://www.googletagmanager.com', 'https://*.google-analytics.com');
    push('connect-src', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
  }
  if (env.thirdwebClientId) {
    push('img-src', 'https://*.thirdweb.com', 'https://*.walletconnect.com');
    push('connect-src', ...networkList.map((network) => origin(network.rpcUrl)));
    push('connect-src', 'https://*.thirdweb.com', 'https://*.walletconnect.com', 'https://*.walletconnect.org');
    push('connect-src', 'wss://relay.walletconnect.com', 'wss://relay.walletconnect.org');
    push('frame-src', 'https://*.thirdweb.com', 'https://verify.walletconnect.com', 'https://verify.walletconnect.org');
    // WalletConnect's modal is built with Lit, which renders through a policy of its own.
    push('trusted-types', 'lit-html');
  }
  return add;
}
