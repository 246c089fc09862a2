// A site on another origin that reads the facts API (/api/*) with a header of its own (a client
// name, Cache-Control) makes the browser ask first with OPTIONS (a CORS preflight). The hosts serve
// /api/* as static files, which do not answer OPTIONS (`npm run serve` answered 405), so that
// request failed in the browser before it was sent. This answers the preflight with 204 and the
// CORS headers: in the hosts' edge functions for /api/* (functions/api/_middleware.js for Cloudflare
// Pages, netlify/edge-functions/api-preflight.js for Netlify); `npm run serve` and the tests run the first.
// Cloudflare Pages does not apply `_headers` to a response a function builds, so every header the
// browser needs is set here; the GET that follows gets its CORS header from static/_headers.

/** How long a browser may reuse the answer: a day. */
const MAX_AGE_SECONDS = 86_400;

/** A comma-separated list of header names, as the browser sends in Access-Control-Request-Headers. */
const HEADER_NAMES = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/;

/**
 * The headers of the preflight answer. The API is public and read-only (no cookies), so any origin
 * and any request header the browser asks about are allowed; the methods are those of static files.
 * @param {string | null | undefined} requestedHeaders the Access-Control-Request-Headers of the request
 * @returns {Record<string, string>}
 */
export function preflightHeaders(requestedHeaders) {
  const headers = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Max-Age': String(MAX_AGE_SECONDS),
    Vary: 'Access-Control-Request-Headers',
  };
  const requested = requestedHeaders?.trim();
  if (requested && HEADER_NAMES.test(requested)) headers['Access-Control-Allow-Headers'] = requested;
  return headers;
}

/**
 * The answer to an OPTIONS request, or null for any other method (the host serves the file).
 * @param {Request} request
 * @returns {Response | null}
 */
export function apiPreflight(request) {
  if (request.method !== 'OPTIONS') return null;
  return new Response(null, {status: 204, headers: preflightHeaders(request.headers.get('Access-Control-Request-Headers'))});
}
