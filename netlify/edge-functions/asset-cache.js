// Netlify Edge Function for /assets/*: the static file with the headers of static/_headers, except
// that a missing file is not cached. Why: hosting/asset-cache.mjs.
import {withAssetCache} from '../../hosting/asset-cache.mjs';

export default async (_request, context) => withAssetCache(await context.next());

export const config = {path: '/assets/*'};
