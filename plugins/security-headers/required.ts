/**
 * The hosts each configured service needs, and the CSP directive that must allow them.
 * One list, read by the build-time check; static/_headers must allow all of them.
 */
import type {SiteEnv} from '../../src/config/env';
import {networkList} from '../../src/data/networks';
import type {RequiredSource} from './check';
import type {CspAdditions} from './generate';

const origin = (url: string) => new URL(url).origin;

export function requiredSources(env: SiteEnv): RequiredSource[] {
  const list: RequiredSource[] = [];
  const add = (directive: string, url: string, feature: string) => list.push({directive, origin: origin(url), feature});

  if (env.algolia) {
    const app = env.algolia.appId.toLowerCase();
    const feature = 'Algolia search (ALGOLIA_APP_ID)';
    add('connect-src', `https://${app}-dsn.algolia.net`, feature);
    add('connect-src', `https://${app}-1.algolianet.com`, feature);
  }
  if (env.algoliaAssistantId) {
    add('connect-src', 'https://askai.algolia.com', 'Algolia Ask AI (ALGOLIA_ASSISTANT_ID)');
  }
  if (env.chatbotApiUrl) add('connect-src', env.chatbotApiUrl, 'The chatbot endpoint (CHATBOT_API_URL)');
  if (env.feedbackApiUrl) add('connect-src', env.feedbackApiUrl, 'Page feedback (FEEDBACK_API_URL)');
  if (env.gtmContainerId) {
    const feature = 'Google Tag Manager (GTM_CONTAINER_ID)';
    add('script-src', 'https://www.googletagmanager.com', feature);
    add('img-src', 'https://www.googletagmanager.com', feature);
    add('connect-src', 'https://www.google-analytics.com', feature);
    add('connect-src', 'https://region1.google-analytics.com', feature);
  }
  if (env.thirdwebClientId) {
    const feature = 'thirdweb wallet button (THIRDWEB_CLIENT_ID)';
    add('connect-src', 'https://c.thirdweb.com', feature);
    add('connect-src', `https://${networkList[0].chainId}.rpc.thirdweb.com`, feature);
    add('connect-src', 'https://relay.walletconnect.org', feature);
    add('connect-src', 'wss://relay.walletconnect.org', feature);
    add('frame-src', 'https://embedded-wallet.thirdweb.com', feature);
    for (const network of networkList) add('connect-src', network.rpcUrl, feature);
  }
  return list;
}

/**
 * What each configured service adds to the CSP of static/_headers (which allows none of them).
 * Wider than requiredSources where a service picks its hosts at run time (Algolia retries on
 * other hosts; thirdweb and WalletConnect on subdomains).
 */
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
