// The year-long, immutable cache of /assets/* is for content-hashed files that exist. Both hosts
// that read static/_headers match its rules by request path, whatever the status: Cloudflare
// Pages' asset server applies the matching rules to every response it builds, its 404 included,
// and Netlify has no status condition in `_headers`. A 404 under /assets/ would then be cached
// for a year, and a bundle missing for a moment (a deploy in progress, a rollback) would stay
// missing for every reader who asked for it meanwhile. The hosts' edge functions below run this
// on /assets/* and turn any answer other than 200 or 304 into `no-store`; `npm run serve` and the
// e2e suite run the Cloudflare one (scripts/serve.mjs).

/** Cache-Control for a response under /assets/*, given the status and what `_headers` set. */
export function assetCacheControl(status, fromRules) {
  if (status === 200 || status === 304) return fromRules;
  return 'no-store';
}

/** The response with its Cache-Control corrected (a new Response: host responses are immutable). */
export function withAssetCache(response) {
  const wanted = assetCacheControl(response.status, response.headers.get('Cache-Control'));
  if (wanted === response.headers.get('Cache-Control')) return response;
  const headers = new Headers(response.headers);
  if (wanted === null) headers.delete('Cache-Control');
  else headers.set('Cache-Control', wanted);
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}
