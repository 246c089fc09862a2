// Cloudflare Pages Function for /assets/* (a `functions/` folder at the project root is deployed
// with the site): the static file with the headers of static/_headers, except that a missing file
// is not cached. Why: hosting/asset-cache.mjs.
import {withAssetCache} from '../../hosting/asset-cache.mjs';

export async function onRequest(context) {
  return withAssetCache(await context.next());
}
