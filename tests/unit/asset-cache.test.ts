/**
 * The year-long cache of /assets/* must apply only to files that exist: on the hosts (their edge
 * functions, hosting/asset-cache.mjs) as on the local server (serve.test.ts checks the same).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile} from '@site/plugins/security-headers/headers-file';
import {assetCacheControl} from '@site/hosting/asset-cache.mjs';
import {onRequest} from '@site/functions/assets/_middleware.js';
import netlifyAssetCache, {config as netlifyConfig} from '@site/netlify/edge-functions/asset-cache.js';

const YEAR = 'public, max-age=31536000, immutable';
const rules = parseHeadersFile(readFileSync(new URL('../../static/_headers', import.meta.url), 'utf8'));

/** What the host's static layer answers for /assets/…, with the `_headers` rule applied. */
const hostAnswer = (status: number) => new Response(status === 304 ? null : 'body', {status, headers: {'Cache-Control': YEAR, 'X-Content-Type-Options': 'nosniff'}});

describe('cache of /assets/*', () => {
  it('static/_headers gives hashed assets the year-long cache the functions keep for existing files', () => {
    expect(headersFor(rules, '/assets/js/main.0123abcd.js').get('cache-control')?.value).toBe(YEAR);
    expect(assetCacheControl(200, YEAR)).toBe(YEAR);
    expect(assetCacheControl(304, YEAR)).toBe(YEAR);
    expect(assetCacheControl(404, YEAR)).toBe('no-store');
  });

  it('the Cloudflare Pages function answers a missing asset with no-store and leaves a found one alone', async () => {
    for (const status of [404, 410, 500, 503]) {
      const response = await onRequest({next: async () => hostAnswer(status)});
      expect(response.status).toBe(status);
      expect(response.headers.get('Cache-Control'), String(status)).toBe('no-store');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    const found = hostAnswer(200);
    expect(await onRequest({next: async () => found})).toBe(found);
    const notModified = hostAnswer(304);
    expect(await onRequest({next: async () => notModified})).toBe(notModified);
  });

  it('the Netlify edge function does the same, on /assets/* only', async () => {
    expect(netlifyConfig).toEqual({path: '/assets/*'});
    const missing = await netlifyAssetCache(new Request('https://docs.test/assets/js/gone.js'), {next: async () => hostAnswer(404)});
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
    expect(await missing.text()).toBe('body');
    const found = hostAnswer(200);
    expect(await netlifyAssetCache(new Request('https://docs.test/assets/js/main.js'), {next: async () => found})).toBe(found);
  });
});
