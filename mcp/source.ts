/**
 * Where the MCP server reads the docs: the published site over HTTPS, another URL (such as
 * `npm run serve`), or a build folder on disk. Both answer with a fetch Response for a site path,
 * so the search index loader of src/search/load.ts works unchanged on either.
 */
import {existsSync, statSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {resolve, sep} from 'node:path';

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
  /** GET a site path ("/search/manifest.json"); resolves with 404 for a missing file. */
  get(path: string): Promise<Response>;
}

/** Time after which a request to the docs site counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;

const HOW_TO_FIX =
  'Check your internet connection, or start the server on a local build with --build <dir> ' +
  '(after `npm run build` in a clone of the docs) or on another copy of the site with --site <url>.';

/** Reads the docs from a site over HTTP(S). Sends GET requests to that origin and nowhere else. */
export function siteSource(siteUrl: string, fetchImpl: typeof fetch = fetch): DocsSource {
  const origin = new URL(siteUrl).origin;
  return {
    label: origin,
    siteUrl: origin,
    async get(path) {
      let response: Response;
      try {
        response = await fetchImpl(`${origin}${path}`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          headers: {accept: 'application/json, text/markdown, text/plain;q=0.9, */*;q=0.1'},
        });
      } catch (error) {
        const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        throw new SourceUnavailableError(`The Etherlink docs are not reachable at ${origin} (${reason}). ${HOW_TO_FIX}`);
      }
      if (response.status >= 500) {
        throw new SourceUnavailableError(`The Etherlink docs at ${origin} answered ${response.status} for ${path}. ${HOW_TO_FIX}`);
      }
      return response;
    },
  };
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Reads the docs from a build folder. Sends nothing over the network. */
export function buildSource(dir: string, siteUrl: string): DocsSource {
  const root = resolve(dir);
  return {
    label: root,
    siteUrl: new URL(siteUrl).origin,
    async get(path) {
      if (!existsSync(root) || !statSync(root).isDirectory()) {
        throw new SourceUnavailableError(`The build folder ${root} does not exist. Run \`npm run build\` in the docs repository first, or leave out --build to read ${siteUrl}.`);
      }
      const file = resolve(root, `.${path}`);
      // Site paths are checked before they get here; this keeps any path inside the folder regardless.
      if (!file.startsWith(root + sep)) return new Response('Not found', {status: 404});
      if (!existsSync(file) || !statSync(file).isFile()) return new Response('Not found', {status: 404});
      const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
      return new Response(await readFile(file), {status: 200, headers: {'content-type': type}});
    },
  };
}

/** True when the folder looks like a docs build (it has the search manifest). */
export function looksLikeBuild(dir: string): boolean {
  return existsSync(resolve(dir, 'search', 'manifest.json'));
}
