/**
 * check:chain against sources that answer to hurt it, each on 127.0.0.1: a 100 MB answer, gzip,
 * deflate and br bombs (a few hundred KB that expand to 300 MB), a chain ID of 2^64 - 1, 8M hex
 * digits, a 67-character hex quantity and a 307 to another port. Every other source is the
 * agreeing fake, so the hostile one is the only thing reported. Each case runs the real script as
 * a child process and reads its peak RSS (process.resourceUsage().maxRSS, written on exit by
 * fixtures/chain/report-rss.cjs). Before the byte cap, the 100 MB answer took 3.8 GB and the gzip
 * bomb 3.2 GB; 2^64 - 1 crashed the check (exit 3, no report) and the 307 sent the JSON-RPC bodies
 * to the other port.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {execFile} from 'node:child_process';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {constants, createBrotliCompress, createDeflate, createGzip, type Gzip} from 'node:zlib';
import {startFakes, type Fakes} from './fixtures/chain/fakes';
import {packageBin} from '../support/package-bin';

const root = join(__dirname, '..', '..');
const run = promisify(execFile);
const MB = 1024 * 1024;
/** Peak RSS the check may reach on any hostile answer. */
const RSS_LIMIT_KB = 300 * 1024;

/** A compressed body that expands to `size` bytes of "0", built as a stream (never held whole). */
async function bomb(stream: Gzip | ReturnType<typeof createBrotliCompress>, size: number): Promise<Buffer> {
  const out: Buffer[] = [];
  stream.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const block = Buffer.alloc(MB, 0x30);
  for (let sent = 0; sent < size; sent += MB) if (!stream.write(block)) await new Promise((resolve) => stream.once('drain', resolve));
  stream.end();
  await done;
  return Buffer.concat(out);
}

/** Writes `total` bytes of `chunk` with back-pressure, stopping when the client goes away. */
function stream(res: ServerResponse, chunk: Buffer, total: number) {
  let sent = 0;
  let gone = false;
  res.on('close', () => (gone = true));
  const pump = () => {
    while (!gone && sent < total) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!gone) res.end();
  };
  pump();
}

const rpcAnswer = (result: string) => `{"jsonrpc":"2.0","id":1,"result":"${result}"}`;

let fakes: Fakes;
let hostile: ReturnType<typeof createServer>;
let other: ReturnType<typeof createServer>;
let hostileUrl = '';
let otherUrl = '';
let otherRequests = 0;
const bombs: Record<string, Buffer> = {};

beforeAll(async () => {
  fakes = await startFakes();
  const size = 300 * MB;
  bombs.gzip = await bomb(createGzip({level: 9}), size);
  bombs.deflate = await bomb(createDeflate({level: 9}), size);
  bombs.br = await bomb(createBrotliCompress({params: {[constants.BROTLI_PARAM_QUALITY]: 5}}), size);
  other = createServer((req, res) => {
    otherRequests++;
    res.end(rpcAnswer('0xa729'));
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as {port: number}).port}`;
  hostile = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const kind = (req.url ?? '/').split('/')[1];
    if (kind === 'huge') {
      res.writeHead(200, {'content-type': 'application/json'});
      return stream(res, Buffer.alloc(64 * 1024, 0x30), 100 * MB);
    }
    if (kind === 'gzip' || kind === 'deflate' || kind === 'br') {
      res.writeHead(200, {'content-type': 'application/json', 'content-encoding': kind, 'content-length': bombs[kind].length});
      return res.end(bombs[kind]);
    }
    if (kind === 'max64') return res.end(rpcAnswer('0xffffffffffffffff'));
    if (kind === 'hex8m') {
      res.writeHead(200, {'content-type': 'application/json'});
      res.write('{"jsonrpc":"2.0","id":1,"result":"0x');
      return stream(res, Buffer.alloc(64 * 1024, 0x66), 8 * MB);
    }
    if (kind === 'hex67') return res.end(rpcAnswer(`0x${'1'.repeat(65)}`));
    if (kind === 'redirect') {
      res.writeHead(307, {location: `${otherUrl}/rpc`});
      return res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as {port: number}).port}`;
}, 60_000);

afterAll(async () => {
  await fakes?.close();
  for (const server of [hostile, other]) await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Runs scripts/check-chain.ts with one source pointed at the hostile server; returns its exit, output and peak RSS. */
async function check(variable: string, path: string) {
  const dir = mkdtempSync(join(tmpdir(), 'check-chain-hostile-'));
  const rssFile = join(dir, 'rss');
  const env = {
    ...process.env,
    ...fakes.env,
    [variable]: `${hostileUrl}/${path}`,
    NODE_OPTIONS: `--require ${join(__dirname, 'fixtures/chain/report-rss.cjs')}`,
    CHECK_CHAIN_RSS_FILE: rssFile,
  };
  let code = 0;
  let stdout = '';
  let stderr = '';
  try {
    // A long per-request timeout: on a loaded machine a timeout would hide the message under test.
    ({stdout, stderr} = await run(process.execPath, [packageBin('jiti'), 'scripts/check-chain.ts', '--out', dir, '--timeout-ms', '30000'], {cwd: root, env, maxBuffer: 4 * MB}));
  } catch (error) {
    ({code, stdout, stderr} = error as {code: number; stdout: string; stderr: string});
  }
  const rssKb = Number(readFileSync(rssFile, 'utf8'));
  if (process.env.CHECK_CHAIN_PRINT_RSS) console.log(`${path}: exit ${code}, peak RSS ${Math.round(rssKb / 1024)} MB`);
  // Lines that name the hostile source: exactly one, short, with no stack trace anywhere.
  const about = stdout.split('\n').filter((l) => l.includes(hostileUrl));
  return {code, stdout, stderr, rssKb, about};
}

const cases: [string, string, string, RegExp][] = [
  ['a 100 MB answer', 'ETHERLINK_RPC_MAINNET', 'huge', /: malformed: larger than 2 MB; \d+ facts unchecked$/],
  ['a 100 MB answer from TzKT', 'TZKT_API_MAINNET', 'huge', /: malformed: larger than 2 MB; \d+ facts unchecked$/],
  ['a gzip bomb (300 MB)', 'ETHERLINK_RPC_MAINNET', 'gzip', /: malformed: larger than 2 MB; \d+ facts unchecked$/],
  ['a deflate bomb (300 MB)', 'RELEASES_API', 'deflate', /: malformed: larger than 2 MB; \d+ facts unchecked$/],
  ['a br bomb (300 MB)', 'ETHERLINK_RPC_SHADOWNET', 'br', /: malformed: larger than 2 MB; \d+ facts unchecked$/],
  ['8M hex digits as the chain ID', 'ETHERLINK_RPC_MAINNET', 'hex8m', /: malformed: larger than 2 MB; \d+ facts unchecked$/],
  ['a 67-character hex quantity', 'ETHERLINK_RELAY_MAINNET', 'hex67', /: malformed: answered eth_chainId with "0x1+… \(69 characters\), not a hex quantity of at most 66 characters; 1 facts unchecked$/],
];

describe('check:chain against hostile sources', () => {
  for (const [name, variable, path, message] of cases) {
    it(`${name}: exit 2, one line naming the source, peak RSS under 300 MB`, async () => {
      const r = await check(variable, path);
      expect(r.code).toBe(2);
      expect(r.about).toHaveLength(1);
      expect(r.about[0]).toMatch(new RegExp(`^UNREACHABLE [^(]+\\(${hostileUrl.replace(/[.]/g, '\\.')}/${path}, set by ${variable}\\)`));
      expect(r.about[0]).toMatch(message);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
      expect(Math.max(...r.stdout.split('\n').map((l) => l.length))).toBeLessThan(400);
      expect(r.rssKb).toBeGreaterThan(0);
      expect(r.rssKb).toBeLessThan(RSS_LIMIT_KB);
    }, 60_000);
  }

  it('a chain ID of 2^64 - 1: compared as a bigint, a drift (exit 1) with one line, not a crash', async () => {
    // The relay endpoint is asked eth_chainId only, so the one answer is the chain ID.
    const r = await check('ETHERLINK_RELAY_MAINNET', 'max64');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^DRIFT chain ID of the Etherlink Mainnet relay endpoint: the site states 42793; Etherlink Mainnet relay endpoint \(\S+\) found 18446744073709551615 \(0xffffffffffffffff\)\. Stated at src\/data\/networks\.ts:\d+; shown on /m);
    expect(r.about).toHaveLength(1);
    expect(r.rssKb).toBeLessThan(RSS_LIMIT_KB);
  }, 60_000);

  it('a 307 to another port: not followed, reported with its Location, and the other port receives nothing', async () => {
    otherRequests = 0;
    const r = await check('ETHERLINK_RPC_MAINNET', 'redirect');
    expect(r.code).toBe(2);
    expect(r.about).toHaveLength(1);
    expect(r.about[0]).toContain(`: answered HTTP 307, a redirect to "${otherUrl}/rpc"; redirects are not followed; `);
    expect(otherRequests).toBe(0);
    expect(r.rssKb).toBeLessThan(RSS_LIMIT_KB);
  }, 60_000);
});
