/**
 * Where the MCP server reads the docs: the published site over HTTPS, another URL (such as
 * `npm run serve`), or a build folder on disk. Both answer with a fetch Response for a site path,
 * so the search index loader of src/search/engine/load.ts works unchanged on either.
 */
import {existsSync, statSync} from 'node:fs';
import {readFile, realpath, stat} from 'node:fs/promises';
import {resolve, sep} from 'node:path';
import {readCapped} from '../src/lib/readCapped';

/** A message for the person using the assistant: bad input, or a page that does not exist. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** The docs could not be read at all (no network, site down, build folder gone). */
export class SourceUnavailableError extends ToolError {
  override name = 'SourceUnavailableError';
}

export interface DocsSource {
  /** What the server reads, for messages: "https://docs.etherlink.com" or "/path/to/build". */
  readonly label: string;
  /** Origin used for the page links in answers. */
  readonly siteUrl: string;
  /**
   * GET a site path ("/search/manifest.json"); resolves with 404 for a missing file. Throws
   * ToolError when the body is larger than maxBytes (default MAX_RESPONSE_BYTES).
   */
  get(path: string, maxBytes?: number): Promise<Response>;
}

/** Time after which a request to the docs site counts as failed (all its redirects and its body included). */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Most bytes read from one response, after decompression. The search index is 0.5 MB and the
 * largest Markdown twin 35 KB (build/ of this repo); a 100 MB page once became a 104 MB tool
 * result and the MCP client dropped the connection, and a 400 KB gzip index inflated to 2.7 GB.
 */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Most bytes of one page that read_page returns: an assistant reads it whole. */
export const MAX_PAGE_BYTES = 1024 * 1024;
/** Same-origin redirects followed for one request (a host's clean-URL and trailing-slash redirects take one). */
const MAX_REDIRECTS = 5;

const HOW_TO_FIX =
  'Check your internet connection, or start the server on a local build with --build <dir> ' +
  '(after `npm run build` in a clone of the docs) or on another copy of the site with --site <url>.';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function tooLarge(what: string, maxBytes: number): ToolError {
  return new ToolError(`${what} is larger than ${megabytes(maxBytes)}, the most the Etherlink docs server reads; it was not read.`);
}

/**
 * Reads the docs from a site over HTTP(S). Sends GET requests to that origin and nowhere else:
 * every path is resolved as a URL against the origin and must stay on it (a manifest entry
 * "1/search/index.json" once became a request to port 30001), and a redirect is followed only
 * to the same origin.
 */
export function siteSource(siteUrl: string, fetchImpl: typeof fetch = fetch): DocsSource {
  const origin = new URL(siteUrl).origin;
  const onSite = (location: string, base: URL | string): URL => {
    const url = new URL(location, base);
    if (url.origin !== origin) {
      throw new SourceUnavailableError(
        `${location} is on ${url.origin}, not on ${origin}: the Etherlink docs server only sends requests to the site it reads, so it was not requested.`,
      );
    }
    return url;
  };
  return {
    label: origin,
    siteUrl: origin,
    async get(path, maxBytes = MAX_RESPONSE_BYTES) {
      const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      let url = onSite(path, `${origin}/`);
      let response: Response;
      for (let redirects = 0; ; redirects++) {
        try {
          response = await fetchImpl(url.href, {
            redirect: 'manual',
            signal,
            headers: {accept: 'application/json, text/markdown, text/plain;q=0.9, */*;q=0.1'},
          });
        } catch (error) {
          const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
          throw new SourceUnavailableError(`The Etherlink docs are not reachable at ${origin} (${reason}). ${HOW_TO_FIX}`);
        }
        const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
        if (location === null) break;
        await response.body?.cancel();
        if (redirects === MAX_REDIRECTS) {
          throw new SourceUnavailableError(`${origin} redirected ${path} more than ${MAX_REDIRECTS} times; it was not read.`);
        }
        url = onSite(location, url);
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new SourceUnavailableError(`The Etherlink docs at ${origin} answered ${response.status} for ${path}. ${HOW_TO_FIX}`);
      }
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await readCapped(response, maxBytes, () => tooLarge(`${path} on ${origin}`, maxBytes));
      } catch (error) {
        if (error instanceof ToolError) throw error;
        throw new SourceUnavailableError(`Reading ${path} from ${origin} failed (${error instanceof Error ? error.message : String(error)}). ${HOW_TO_FIX}`);
      }
      const headers = new Headers(response.headers);
      // The body is decoded already.
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(body, {status: response.status, headers});
    },
  };
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Reads the docs from a build folder. Sends nothing over the network, and reads nothing outside
 * the folder: a path is resolved inside it, then its real path (symbolic links followed) must be
 * inside the folder's real path too (a planted link to /etc/passwd once answered read_page).
 */
export function buildSource(dir: string, siteUrl: string): DocsSource {
  const root = resolve(dir);
  const notFound = () => new Response('Not found', {status: 404});
  return {
    label: root,
    siteUrl: new URL(siteUrl).origin,
    async get(path, maxBytes = MAX_RESPONSE_BYTES) {
      if (!existsSync(root) || !statSync(root).isDirectory()) {
        throw new SourceUnavailableError(`The build folder ${root} does not exist. Run \`npm run build\` in the docs repository first, or leave out --build to read ${siteUrl}.`);
      }
      const file = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
      // Site paths are checked before they get here; this keeps any path inside the folder regardless.
      if (!file.startsWith(root + sep)) return notFound();
      let real: string;
      try {
        real = await realpath(file);
      } catch {
        return notFound();
      }
      if (!real.startsWith((await realpath(root)) + sep)) return notFound();
      const info = await stat(real);
      if (!info.isFile()) return notFound();
      if (info.size > maxBytes) throw tooLarge(`${path} in ${root}`, maxBytes);
      const type = TYPES[real.slice(real.lastIndexOf('.'))] ?? 'application/octet-stream';
      return new Response(await readFile(real), {status: 200, headers: {'content-type': type}});
    },
  };
}

/** True when the folder looks like a docs build (it has the search manifest). */
export function looksLikeBuild(dir: string): boolean {
  return existsSync(resolve(dir, 'search', 'manifest.json'));
}
