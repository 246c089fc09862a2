// Cloudflare Pages Function for /api/*: answers the CORS preflight (OPTIONS) that the static files
// cannot; every other request gets the file with the headers of static/_headers. Why: hosting/api-preflight.mjs.
import {apiPreflight} from '../../hosting/api-preflight.mjs';

export async function onRequest(context) {
  return apiPreflight(context.request) ?? context.next();
}
