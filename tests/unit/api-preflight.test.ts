/**
 * The facts API (/api/*) answers the CORS preflight a cross-origin reader sends before a request
 * with its own headers: the hosts' edge functions (Cloudflare Pages, Netlify) answer it, since their
 * static files do not; serve.test.ts checks the local server.
 */
import {describe, expect, it} from 'vitest';
import {onRequest} from '@site/functions/api/_middleware.js';
import netlifyPreflight, {config as netlifyConfig} from '@site/netlify/edge-functions/api-preflight.js';
import {preflightHeaders} from '@site/hosting/api-preflight.mjs';

const preflight = () =>
  new Request('https://docs.example/api/v1/networks.json', {
    method: 'OPTIONS',
    headers: {Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-client'},
  });
const file = () => new Response('{"networks":[]}', {status: 200, headers: {'Access-Control-Allow-Origin': '*'}});

function expectPreflightAnswer(response: Response) {
  expect(response.status).toBe(204);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS');
  expect(response.headers.get('Access-Control-Allow-Headers')).toBe('x-client');
  expect(Number(response.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
}

describe('CORS preflight of /api/*', () => {
  it('the Cloudflare Pages function answers OPTIONS with 204 and passes GET to the static file', async () => {
    expectPreflightAnswer(await onRequest({request: preflight(), next: async () => new Response(null, {status: 405})}));
    const served = file();
    expect(await onRequest({request: new Request('https://docs.example/api/v1/networks.json'), next: async () => served})).toBe(served);
  });

  it('the Netlify edge function does the same, on /api/* only', async () => {
    expect(netlifyConfig).toEqual({path: '/api/*'});
    expectPreflightAnswer(await netlifyPreflight(preflight(), {next: async () => new Response(null, {status: 405})}));
    const served = file();
    expect(await netlifyPreflight(new Request('https://docs.example/api/v1/networks.json'), {next: async () => served})).toBe(served);
  });

  it('allows the request headers asked for only when they are a list of header names', () => {
    expect(preflightHeaders('x-a, x-b')['Access-Control-Allow-Headers']).toBe('x-a, x-b');
    expect(preflightHeaders('x-a\r\nSet-Cookie: a=1')['Access-Control-Allow-Headers']).toBeUndefined();
    expect(preflightHeaders(undefined)['Access-Control-Allow-Headers']).toBeUndefined();
  });
});
