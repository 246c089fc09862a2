/**
 * The Netlify edge functions (netlify/edge-functions/) run on Deno, as Netlify runs them, not only
 * on Node.js as the other unit tests import them: Deno from the npm registry (`deno`) runs each
 * function with a request and a `context.next()` that plays the static file, offline and with read
 * access to the repository only. A function that used a Node.js-only API, or an import Deno cannot
 * resolve, fails here.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {packageBin} from '../support/package-bin';

const root = resolve(__dirname, '../..');
const denoVersion = createRequire(join(root, 'package.json'))('deno/package.json').version as string;
const work = mkdtempSync(join(tmpdir(), 'netlify-edge-'));

afterAll(() => rmSync(work, {recursive: true, force: true}));

/** Runs `body` (a module that prints JSON) with Deno and returns what it printed. */
async function onDeno(body: string): Promise<unknown> {
  const file = join(work, `harness-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, body);
  const {stdout} = await promisify(execFile)(process.execPath, [packageBin('deno'), 'run', '--no-prompt', `--allow-read=${root},${work}`, file], {
    env: {PATH: process.env.PATH, HOME: work, DENO_DIR: join(work, 'deno'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1'},
    timeout: 60_000,
  });
  return JSON.parse(stdout);
}

const edge = (name: string) => pathToFileURL(join(root, 'netlify/edge-functions', name)).href;

describe(`Netlify edge functions on Deno ${denoVersion}`, () => {
  it('api-preflight answers the CORS preflight of /api/* and passes a GET to the file', async () => {
    const result = await onDeno(`
      import preflight, {config} from ${JSON.stringify(edge('api-preflight.js'))};
      const file = new Response('{}', {status: 200});
      const options = await preflight(new Request('https://docs.example/api/v1/networks.json', {
        method: 'OPTIONS',
        headers: {Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-client'},
      }), {next: async () => new Response(null, {status: 405})});
      const get = await preflight(new Request('https://docs.example/api/v1/networks.json'), {next: async () => file});
      console.log(JSON.stringify({
        config,
        status: options.status,
        origin: options.headers.get('Access-Control-Allow-Origin'),
        methods: options.headers.get('Access-Control-Allow-Methods'),
        headers: options.headers.get('Access-Control-Allow-Headers'),
        getIsFile: get === file,
        runtime: typeof Deno === 'object' ? 'deno' : 'other',
      }));
    `);
    expect(result).toEqual({
      config: {path: '/api/*'},
      status: 204,
      origin: '*',
      methods: 'GET, HEAD, OPTIONS',
      headers: 'x-client',
      getIsFile: true,
      runtime: 'deno',
    });
  }, 90_000);

  it('asset-cache keeps a missing asset out of caches and leaves a found one alone', async () => {
    const result = await onDeno(`
      import assets, {config} from ${JSON.stringify(edge('asset-cache.js'))};
      const year = 'public, max-age=31536000, immutable';
      const missing = await assets(new Request('https://docs.example/assets/js/gone.js'), {
        next: async () => new Response('not found', {status: 404, headers: {'Cache-Control': year}}),
      });
      const found = new Response('ok', {status: 200, headers: {'Cache-Control': year}});
      const kept = await assets(new Request('https://docs.example/assets/js/main.js'), {next: async () => found});
      console.log(JSON.stringify({config, status: missing.status, cache: missing.headers.get('Cache-Control'), foundKept: kept === found}));
    `);
    expect(result).toEqual({config: {path: '/assets/*'}, status: 404, cache: 'no-store', foundKept: true});
  }, 90_000);
});
