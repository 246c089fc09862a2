#!/usr/bin/env node
// The site's one local server: Cloudflare's own Pages runtime (`wrangler pages dev`, workerd) serving
// a build with its `_headers`, `_redirects` and the Pages Functions of functions/. Readers meet the
// host, so `npm run serve`, the e2e suite, the after-build tests and the benchmark meet it too: a
// hand-written imitation of the host answered `//evil.com/` with the home page where Cloudflare
// answers 404, and did not add the CORS header Cloudflare puts on every response.
// Start-up: about 1-4 s on a 2-core machine (the e2e web servers wait for it), and no network:
// metrics, the update check and the `Request.cf` download are switched off below.
//
// Cloudflare reads the two rule files itself and drops any rule it cannot parse, with a warning.
// `report` holds what it printed (`Parsed N valid redirect rules`, each invalid rule with its line),
// so a test can fail on a rule the host would drop (tests/e2e/host.spec.ts).
//
// A build made for a path (`--base /docs/`) is served as a host publishes it there: the folder is
// copied under that path in a staging folder whose `_headers` has its paths prefixed with it (the
// README's Deploy section) and whose `_redirects` (already written for that path) moves up.
import {execFileSync, spawn} from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** Without a date wrangler refuses to start; this one is past the features the functions use. */
export const COMPATIBILITY_DATE = '2026-05-01';
/** Longest wait for "Ready on": a cold start under a load average of 8 took 4 s. */
const START_TIMEOUT_MS = 90_000;

/** No network: no metrics, no update check in the banner, no download of the `Request.cf` object. */
const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
};

/**
 * @typedef {{file: string, line: number, text: string, reason: string}} DroppedRule
 * @typedef {{valid: number, invalid: DroppedRule[]}} RuleCount
 * @typedef {{redirects: RuleCount, headers: RuleCount}} ParseReport
 */

/**
 * What wrangler printed about the rule files: the valid rules it counted and each rule it drops.
 * @param {string} output wrangler's stdout and stderr, colours stripped
 * @returns {ParseReport}
 */
export function parseReport(output) {
  /** @type {ParseReport} */
  const report = {redirects: {valid: 0, invalid: []}, headers: {valid: 0, invalid: []}};
  /** @type {RuleCount | null} */
  let section = null;
  let reason = '';
  for (const line of output.split(/\r?\n/)) {
    const parsed = /Parsed (\d+) valid (redirect|header) rules?/.exec(line);
    if (parsed) {
      report[parsed[2] === 'redirect' ? 'redirects' : 'headers'].valid = Number(parsed[1]);
      section = null;
      continue;
    }
    const found = /Found \d+ invalid (redirect|header) rules?/.exec(line);
    if (found) {
      section = report[found[1] === 'redirect' ? 'redirects' : 'headers'];
      continue;
    }
    if (!section) continue;
    // Each dropped rule: "▶︎ <reason>", then "at <file>:<line> | <rule>".
    const bullet = /^\s*\u25b6\ufe0e?\s*(\S.*)$/.exec(line);
    const at = /^\s*at (.+):(\d+) \| (.*)$/.exec(line);
    if (bullet) reason = bullet[1];
    else if (at) section.invalid.push({file: at[1], line: Number(at[2]), text: at[3], reason});
  }
  return report;
}

/**
 * One line per rule the host drops, naming the file and line: empty when every rule is kept.
 * @param {ParseReport} report
 */
export function droppedRules(report) {
  return [...report.redirects.invalid, ...report.headers.invalid].map(({file, line, text, reason}) => `${file}:${line} "${text}": ${reason}`);
}

/** @returns {Promise<number>} a free port on 127.0.0.1 (wrangler and anvil need a number) */
export function freePort() {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The `_headers` of a build served under `base`: every rule path gets the prefix. */
export function prefixHeaderPaths(text, base) {
  return text.replace(/^\/\S*/gm, (path) => `${base.slice(0, -1)}${path}`);
}

/**
 * The folder wrangler serves: the build itself, or a staging copy when the build is served under a
 * path or without one of its rule files.
 */
function stage(root, {base, headers, redirects}) {
  if (base === '/' && headers && redirects) return {dir: root, cleanup: () => {}};
  const staging = mkdtempSync(join(tmpdir(), 'etherlink-host-'));
  const site = join(staging, ...base.split('/').filter(Boolean));
  mkdirSync(dirname(site), {recursive: true});
  cpSync(root, site, {recursive: true});
  for (const file of ['_headers', '_redirects']) rmSync(join(site, file), {force: true});
  const headersFile = join(root, '_headers');
  const redirectsFile = join(root, '_redirects');
  if (headers && existsSync(headersFile)) writeFileSync(join(staging, '_headers'), prefixHeaderPaths(readFileSync(headersFile, 'utf8'), base));
  if (redirects && existsSync(redirectsFile)) writeFileSync(join(staging, '_redirects'), readFileSync(redirectsFile));
  // The site that owns the host's root answers its own unknown paths; here, a plain 404 page.
  if (base !== '/') writeFileSync(join(staging, '404.html'), '<!doctype html><title>Not found</title><p>Not found</p>\n');
  return {dir: staging, cleanup: () => rmSync(staging, {recursive: true, force: true})};
}

/**
 * Serves a build with `wrangler pages dev` and the Pages Functions of functions/.
 * @param {{root?: string, port?: number, base?: string, headers?: boolean, redirects?: boolean, quiet?: boolean, http2?: boolean}} options
 *   `headers: false` / `redirects: false` serve the build like a host that ignores that file;
 *   `base` ('/docs/') is the baseUrl the build was made with; `http2` puts an HTTP/2 front before it
 *   (see http2Front).
 * @returns {Promise<{url: string, report: ParseReport, output: () => string, close: () => Promise<void>}>}
 */
export async function startHost(options = {}) {
  // A port found free can be taken by another process before wrangler binds it (the unit tests
  // start servers of their own beside the after-build tests): wrangler then exits with "Address
  // already in use", and a host on ports of our choosing simply tries two fresh ones.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startHostOnce(options);
    } catch (error) {
      if (options.port || attempt === 3 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

/** One try of startHost. */
async function startHostOnce({root = 'build', port = 0, base = '/', headers = true, redirects = true, quiet = true, http2: front = false} = {}) {
  if (front) {
    const host = await startHost({root, base, headers, redirects, quiet});
    const proxy = await http2Front(host.url);
    return {...host, url: proxy.url, close: () => proxy.close().then(host.close)};
  }
  if (!/^\/(?:[^/]+\/)*$/.test(base)) throw new Error(`base must start and end with "/", got "${base}"`);
  const rootDir = resolve(ROOT, root);
  if (!existsSync(join(rootDir, 'index.html'))) throw new Error(`No site in ${root}/. Build it first (npm run build).`);
  const {dir, cleanup} = stage(rootDir, {base, headers, redirects});
  const persist = mkdtempSync(join(tmpdir(), 'etherlink-host-state-'));
  const listenPort = port || (await freePort());
  const args = [WRANGLER, 'pages', 'dev', dir, '--compatibility-date', COMPATIBILITY_DATE, '--ip', '127.0.0.1', '--port', String(listenPort)];
  args.push('--persist-to', persist, '--show-interactive-dev-session', 'false');
  // Its devtools port defaults to 9229 for every instance: the after-build tests start several at once.
  args.push('--inspector-port', String(await freePort()));
  // functions/ is found in the working directory, so wrangler runs from the project's root.
  const child = spawn(process.execPath, args, {cwd: ROOT, env: {...process.env, ...OFFLINE_ENV, FORCE_COLOR: '0'}});
  let output = '';
  const onData = (chunk) => {
    // eslint-disable-next-line no-control-regex -- wrangler's colour codes start with ESC
    const text = chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
    output += text;
    if (!quiet) process.stdout.write(text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((done) => child.once('exit', done));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // wrangler ends its workerd child itself on SIGTERM.
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
    rmSync(persist, {recursive: true, force: true});
  };

  try {
    const url = await new Promise((done, reject) => {
      const timer = setTimeout(() => reject(new Error(`wrangler did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
      const check = () => {
        const ready = /Ready on (http:\/\/\S+)/.exec(output);
        if (ready) {
          clearTimeout(timer);
          done(ready[1]);
        }
        // wrangler takes seconds more to exit after saying so.
        if (/Address already in use/.test(output)) {
          clearTimeout(timer);
          reject(new Error(`wrangler could not bind its port:\n${output}`));
        }
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`wrangler exited (${code}) before it was ready:\n${output}`));
      });
    });
    return {url: url.replace(/\/$/, ''), report: parseReport(output), output: () => output, close: stop};
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * An HTTPS front that speaks HTTP/2, as the hosts do, and passes every request to `target` (wrangler's
 * dev server speaks HTTP/1.1 only). Over HTTP/1.1 Chromium opens 6 connections to a host, so the dozen
 * small files of a first search came in two or three waves; over HTTP/2 they share one connection, as
 * on the hosts. The certificate is made for the run (openssl); browsers must ignore certificate errors.
 * @param {string} target
 */
export async function http2Front(target) {
  const dir = mkdtempSync(join(tmpdir(), 'etherlink-h2-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], {stdio: 'ignore'});
  const options = {key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true};
  rmSync(dir, {recursive: true, force: true});
  const agent = new http.Agent({keepAlive: true, maxSockets: 64});
  const {hostname, port} = new URL(target);
  const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
  const server = http2.createSecureServer(options, (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')));
    const upstream = http.request({hostname, port, path: request.url, method: request.method, headers: {...headers, host: `${hostname}:${port}`}, agent}, (answer) => {
      response.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.includes(name))));
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => {
      agent.destroy();
      server.close(() => done());
    }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const root = option('dir', 'build');
  const base = option('base', '/');
  try {
    const host = await startHost({root, base, port: Number(option('port', process.env.PORT ?? 3000)), quiet: false});
    const dropped = droppedRules(host.report);
    if (dropped.length > 0) console.warn(`Cloudflare drops ${dropped.length} rule(s):\n${dropped.join('\n')}`);
    console.log(`Serving ${root}/ with Cloudflare's Pages runtime at ${host.url}${base}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => host.close().then(() => process.exit(0)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
