/**
 * Every environment variable the site reads, parsed once, typed, with its default. Only
 * docusaurus.config.ts imports this (Node); browser code reads `siteConfig.customFields`. With no
 * variable set the site is fully local: local search, a docs-only chatbot, feedback kept in the
 * browser, no analytics, EIP-3085 wallet buttons.
 */

import {MECHANISM_IDS} from '../../plugins/census/mechanisms';

type Source = Record<string, string | undefined>;

export interface SiteEnv {
  /** Public origin of the deployed site (canonical URLs, sitemap, llms.txt). */
  siteUrl: string;
  /** Path the site is served under, with slashes at both ends: '/' or, for example, '/docs/'. */
  baseUrl: string;
  /** Algolia DocSearch; all three set switches search from the local index to Algolia. */
  algolia: {appId: string; apiKey: string; indexName: string} | null;
  /** Algolia Ask AI assistant id (needs `algolia`); without it the hosted dialog has no Ask AI (the local one hands it to the chatbot). */
  algoliaAssistantId: string | null;
  /** Regex of hit URLs that must load as full pages instead of client-side routing. */
  algoliaExternalUrlRegex: string | null;
  /** OpenAI-compatible chat-completions endpoint (a proxy or self-hosted model; never a secret). */
  chatbotApiUrl: string | null;
  /** Model name sent to the chatbot endpoint. */
  chatbotModel: string | null;
  /** Endpoint that receives page-feedback POSTs. */
  feedbackApiUrl: string | null;
  /** Google Tag Manager container id (GTM-XXXXXXX). */
  gtmContainerId: string | null;
  /** thirdweb client id; switches the wallet buttons to thirdweb's ConnectButton. */
  thirdwebClientId: string | null;
  /** 'throw' (default, CI) or 'warn': lets a writer preview a draft whose links point at unwritten pages. */
  brokenLinks: 'throw' | 'warn';
  /** Mechanisms built switched off, for the census bench (ARCHITECTURE.md, "Mechanisms measured"); none by default. */
  censusOff: readonly string[];
}

export const ENV_DEFAULTS = {
  SITE_URL: 'https://docs.etherlink.com',
  CHATBOT_MODEL: 'gpt-4o-mini',
  BASE_URL: '/',
} as const;

function value(source: Source, name: string): string | null {
  const raw = source[name]?.trim();
  return raw ? raw : null;
}

function httpUrl(source: Source, name: string): string | null {
  const raw = value(source, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must use https (or http), got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export function readEnv(source: Source = process.env): SiteEnv {
  const appId = value(source, 'ALGOLIA_APP_ID');
  const apiKey = value(source, 'ALGOLIA_API_KEY');
  const indexName = value(source, 'ALGOLIA_INDEX_NAME');
  const algoliaParts = [appId, apiKey, indexName].filter(Boolean).length;
  if (algoliaParts > 0 && algoliaParts < 3) {
    throw new Error('Set all of ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME, or none of them.');
  }
  const algolia = appId && apiKey && indexName ? {appId, apiKey, indexName} : null;

  const algoliaAssistantId = value(source, 'ALGOLIA_ASSISTANT_ID');
  if (algoliaAssistantId && !algolia) {
    throw new Error('ALGOLIA_ASSISTANT_ID needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME.');
  }
  const algoliaExternalUrlRegex = value(source, 'ALGOLIA_EXTERNAL_URL_REGEX');
  if (algoliaExternalUrlRegex) {
    try {
      new RegExp(algoliaExternalUrlRegex);
    } catch {
      throw new Error(`ALGOLIA_EXTERNAL_URL_REGEX is not a valid regular expression: "${algoliaExternalUrlRegex}"`);
    }
  }

  const gtmContainerId = value(source, 'GTM_CONTAINER_ID');
  if (gtmContainerId && !/^GTM-[A-Z0-9]+$/.test(gtmContainerId)) {
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${gtmContainerId}"`);
  }

  const brokenLinks = value(source, 'BROKEN_LINKS') ?? 'throw';
  if (brokenLinks !== 'throw' && brokenLinks !== 'warn') {
    throw new Error(`BROKEN_LINKS must be "throw" or "warn", got "${brokenLinks}"`);
  }

  const baseUrl = value(source, 'BASE_URL') ?? ENV_DEFAULTS.BASE_URL;
  if (!/^\/(?:[\w.~-]+\/)*$/.test(baseUrl)) {
    throw new Error(`BASE_URL must be a path that starts and ends with "/", such as /docs/, got "${baseUrl}"`);
  }

  const censusOff = (value(source, 'CENSUS_OFF') ?? '').split(',').filter(Boolean);
  const unknown = censusOff.filter((id) => !MECHANISM_IDS.has(id));
  if (unknown.length) throw new Error(`CENSUS_OFF names no mechanism of plugins/census/mechanisms.ts: ${unknown.join(', ')}`);

  const chatbotApiUrl = httpUrl(source, 'CHATBOT_API_URL');
  return {
    siteUrl: httpUrl(source, 'SITE_URL') ?? ENV_DEFAULTS.SITE_URL,
    baseUrl,
    algolia,
    algoliaAssistantId,
    algoliaExternalUrlRegex,
    chatbotApiUrl,
    chatbotModel: chatbotApiUrl ? (value(source, 'CHATBOT_MODEL') ?? ENV_DEFAULTS.CHATBOT_MODEL) : null,
    feedbackApiUrl: httpUrl(source, 'FEEDBACK_API_URL'),
    gtmContainerId,
    thirdwebClientId: value(source, 'THIRDWEB_CLIENT_ID'),
    brokenLinks,
    censusOff,
  };
}

/** Loads `.env` from the site directory when present (Node ≥ 20.12); real environment variables win. */
export function loadDotEnvFile(path = '.env'): void {
  try {
    process.loadEnvFile(path);
  } catch {
    // No .env file: the defaults apply.
  }
}
