#!/usr/bin/env node
// A small static server for build/ that behaves like the production host (Cloudflare Pages /
// Netlify): it applies the `_headers` file, follows `_redirects` (tests/support/redirects.mjs),
// answers the CORS preflight of /api/* as the hosts' edge functions do (hosting/api-preflight.mjs),
// serves folder index pages, redirects `.html` and `/index.html` to clean paths, and answers
// unknown paths with 404.html and status 404. With `base` (`--base /docs/`), it serves a build made
// with that baseUrl under that path, as a host does that publishes the folder there: only paths
// under it exist; `_headers` and `_redirects` rules are matched against the full public path.
// Like the hosts, it compresses text (Brotli or gzip, as the browser accepts), so the benchmark
// measures the bytes a reader downloads.
// Used by `npm run serve`, the e2e suite and the benchmark.
import {createServer} from 'node:http';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import Negotiator from 'negotiator';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {basename, extname, join, normalize, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseHeadersFile, headersFor} from '../../plugins/security-headers/headers-file.mjs';
import {loadRedirects} from './redirects.mjs';
import {preflightHeaders} from '../../hosting/api-preflight.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types the hosts compress: text, not images or fonts that are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The encoding to answer with, from the request's Accept-Encoding (parsed by `negotiator`, which
 * Express uses): Brotli before gzip when the browser rates them the same, as Cloudflare and Netlify
 * prefer; null for neither (no header, `identity`, or `;q=0`).
 * @param {string | undefined} accept
 */
export function pickEncoding(accept) {
  const best = new Negotiator({headers: {'accept-encoding': accept}}).encoding(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip', 'identity'],
  });
  return best === 'br' || best === 'gzip' ? best : null;
}

/** Compressed copies, by encoding, path, size and modification time (a rebuild makes new ones). */
const compressedCache = new Map();
function compressed(file, encoding) {
  const {size, mtimeMs} = statSync(file);
  const key = `${encoding}:${file}:${size}:${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const data = readFileSync(file);
    // Fast settings, like a host compressing on the fly: the cost stays a few ms per file.
    body =
      encoding === 'br'
        ? brotliCompressSync(data, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size}})
        : gzipSync(data, {level: 6});
    compressedCache.set(key, body);
  }
  return body;
}

/** Files the hosts read as configuration and never serve. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

/**
 * The decoded path of a request, or null when it cannot name a file: bad percent-encoding,
 * control characters (CR, LF, NUL), a backslash or a `..` segment, encoded or not. Decoded, then
 * normalised: runs of slashes (`/%2Fpage/` decodes to `//page/`) are one slash, so no path built
 * from it starts with `//`.
 * @param {string} rawPathname the path as sent, still percent-encoded
 */
export function decodePath(rawPathname) {
  let pathname;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return null;
  if (pathname.split('/').some((segment) => segment === '..')) return null;
  return pathname.replace(/\/{2,}/g, '/');
}

/**
 * A Location on this site for a path: leading slashes and backslashes (raw or encoded) collapse to
 * one slash, since a browser reads `//host/x` and `/\host/x` as another host. Every redirect to a
 * path goes through here.
 * @param {string} path
 */
export function sameSiteLocation(path) {
  return `/${path.replace(/^(?:\/|\\|%2f|%5c)+/i, '')}`;
}

/**
 * The clean URL of an `.html` path (/a/index.html -> /a/, /a.html -> /a), or null. Built from the
 * path as sent (still percent-encoded, so the Location header holds ASCII only) and always
 * same-origin: leading slashes collapse, so `/%2fevil.example/x.html` cannot become `//evil.example/x`.
 * @param {string} rawPathname
 */
export function cleanUrlOf(rawPathname) {
  const lower = rawPathname.toLowerCase();
  let clean = null;
  if (lower.endsWith('/index.html')) clean = rawPathname.slice(0, -'index.html'.length);
  else if (lower.endsWith('.html') && lower !== '/404.html') clean = rawPathname.slice(0, -'.html'.length);
  if (clean === null) return null;
  return sameSiteLocation(clean);
}

/**
 * @param {{root: string, port?: number, host?: string, headersFile?: string, redirects?: boolean, base?: string}} options
 *   `redirects: false` serves the build like a host that ignores `_redirects`; `base` ('/docs/') is the
 *   baseUrl the build was made with (default '/').
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startServer({root, port = 0, host = '127.0.0.1', headersFile, redirects = true, base = '/'}) {
  if (!/^\/(?:[^/]+\/)*$/.test(base)) throw new Error(`base must start and end with "/", got "${base}"`);
  const rootDir = resolve(root);
  const headersPath = headersFile ?? join(rootDir, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const redirectFor = redirects ? loadRedirects(join(rootDir, '_redirects')) : () => undefined;

  /** @param {string} pathname decoded, without `..` segments */
  function fileFor(pathname) {
    const candidate = normalize(join(rootDir, pathname));
    // The folder itself or something inside it; `build-hosted` is not inside `build`.
    if (candidate !== rootDir && !candidate.startsWith(rootDir + sep)) return null;
    if (HOST_CONFIG_FILES.has(basename(candidate))) return null;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    const index = join(candidate, 'index.html');
    if (existsSync(index)) return index;
    // `/a/b` is a/b.html (trailingSlash: false writes pages so).
    if (!pathname.endsWith('/') && existsSync(`${candidate}.html`)) return `${candidate}.html`;
    return null;
  }

  /**
   * Where Cloudflare Pages and Netlify send a path to its page's one URL, or null: `/a/b/` to
   * `/a/b` when only a/b.html exists, `/a/b` to `/a/b/` when only a/b/index.html does.
   * @param {string} sitePath decoded path under the base
   */
  function canonicalPath(sitePath) {
    if (sitePath === '/') return null;
    const candidate = normalize(join(rootDir, sitePath));
    if (candidate !== rootDir && !candidate.startsWith(rootDir + sep)) return null;
    const bare = candidate.replace(/[\\/]+$/, '');
    const isFile = (file) => existsSync(file) && statSync(file).isFile();
    if (sitePath.endsWith('/')) {
      return !isFile(join(bare, 'index.html')) && isFile(`${bare}.html`) ? sitePath.replace(/\/+$/, '') : null;
    }
    return !isFile(candidate) && !isFile(`${candidate}.html`) && isFile(join(candidate, 'index.html')) ? `${sitePath}/` : null;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://local');
    const pathname = decodePath(url.pathname);
    // The CORS preflight of the facts API, as the hosts' edge functions answer it.
    if (req.method === 'OPTIONS' && pathname?.startsWith(`${base}api/`)) {
      res.writeHead(204, preflightHeaders(req.headers['access-control-request-headers'])).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    if (pathname === null) {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'}).end('Bad request');
      return;
    }
    // Clean URLs, like the production hosts.
    const clean = cleanUrlOf(url.pathname);
    if (clean !== null && clean !== url.pathname) {
      res.writeHead(308, {Location: clean + url.search}).end();
      return;
    }

    // Like Cloudflare Pages, a `_redirects` rule applies even when a file exists at the path.
    const moved = redirectFor(pathname);
    if (moved) {
      res.writeHead(moved.status, {Location: moved.to + url.search}).end();
      return;
    }
    // The base path without its slash is the site's home, as on the hosts' folder redirects.
    if (base !== '/' && pathname === base.slice(0, -1)) {
      res.writeHead(308, {Location: base + url.search}).end();
      return;
    }

    // The build folder is published at `base`: nothing outside it exists.
    const sitePath = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
    const canonical = sitePath === null ? null : canonicalPath(sitePath);
    if (canonical !== null) {
      res.writeHead(308, {Location: sameSiteLocation(`${encodeURI(base + canonical.slice(1))}${url.search}`)}).end();
      return;
    }
    let file = sitePath === null ? null : fileFor(sitePath);
    let status = 200;
    if (!file) {
      file = join(rootDir, '404.html');
      status = 404;
    }
    const headers = {};
    for (const {name, value} of headersFor(rules, pathname).values()) headers[name] = value;
    // A long cache is for files that exist: a missing bundle must not stay missing for a year.
    if (status !== 200) headers['Cache-Control'] = 'no-store';
    headers['Content-Type'] = TYPES[extname(file)] ?? 'application/octet-stream';
    if (!existsSync(file)) {
      res.writeHead(404, headers).end('Not found');
      return;
    }
    const compressible = COMPRESSIBLE.test(headers['Content-Type']);
    if (compressible) headers.Vary = 'Accept-Encoding';
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const body = compressed(file, encoding);
      headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    headers['Content-Length'] = statSync(file).size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // One bad request must never stop the server.
      console.error(error);
      if (!res.headersSent) res.writeHead(500, {'Cache-Control': 'no-store'});
      res.end();
    }
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const root = option('dir', 'build');
  const base = option('base', '/');
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No site in ${root}/. Run "npm run build" first.`);
    process.exit(1);
  }
  const {url} = await startServer({root, base, port: Number(option('port', process.env.PORT ?? 3000))});
  console.log(`Serving ${root}/ with its _headers at ${url}${base}`);
}
