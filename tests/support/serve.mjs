#!/usr/bin/env node
// A small static server for build/ that behaves like the production host (Cloudflare Pages /
// Netlify): it applies the `_headers` file, follows `_redirects` (tests/support/redirects.mjs),
// serves folder index pages, redirects `.html` and `/index.html` to clean paths, and answers
// unknown paths with 404.html and status 404.
// Used by `npm run serve`, the e2e suite and the benchmark.
import {createServer} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseHeadersFile, headersFor} from '../../plugins/security-headers/headers-file.mjs';
import {loadRedirects} from './redirects.mjs';

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

/**
 * @param {{root: string, port?: number, host?: string, headersFile?: string, redirects?: boolean}} options
 *   `redirects: false` serves the build like a host that ignores `_redirects`.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startServer({root, port = 0, host = '127.0.0.1', headersFile, redirects = true}) {
  const rootDir = resolve(root);
  const headersPath = headersFile ?? join(rootDir, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const redirectFor = redirects ? loadRedirects(join(rootDir, '_redirects')) : () => undefined;

  /** @param {string} pathname */
  function fileFor(pathname) {
    const candidate = normalize(join(rootDir, pathname));
    if (!candidate.startsWith(rootDir)) return null;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    const index = join(candidate, 'index.html');
    if (existsSync(index)) return index;
    return null;
  }

  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const search = new URL(req.url ?? '/', 'http://local').search;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    // Clean URLs, like the production hosts: /a/index.html -> /a/, /a.html -> /a
    const clean = pathname.endsWith('/index.html')
      ? pathname.slice(0, -'index.html'.length)
      : pathname.endsWith('.html') && pathname !== '/404.html'
        ? pathname.slice(0, -'.html'.length)
        : null;
    if (clean !== null && clean !== pathname) {
      res.writeHead(308, {Location: clean + search}).end();
      return;
    }

    // Like Cloudflare Pages, a `_redirects` rule applies even when a file exists at the path.
    const moved = redirectFor(pathname);
    if (moved) {
      res.writeHead(moved.status, {Location: moved.to + search}).end();
      return;
    }

    let file = fileFor(pathname);
    let status = 200;
    if (!file) {
      file = join(rootDir, '404.html');
      status = 404;
    }
    const headers = {};
    for (const {name, value} of headersFor(rules, pathname).values()) headers[name] = value;
    headers['Content-Type'] = TYPES[extname(file)] ?? 'application/octet-stream';
    if (!existsSync(file)) {
      res.writeHead(404, headers).end('Not found');
      return;
    }
    headers['Content-Length'] = statSync(file).size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
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
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No site in ${root}/. Run "npm run build" first.`);
    process.exit(1);
  }
  const {url} = await startServer({root, port: Number(option('port', process.env.PORT ?? 3000))});
  console.log(`Serving ${root}/ with its _headers at ${url}`);
}
