/**
 * Netlify reads the same `_headers` and `_redirects` as Cloudflare Pages, with parsers of its own,
 * published on the registry (@netlify/headers-parser, @netlify/redirect-parser, the ones its build
 * runs), and netlify.toml beside them. Each file must parse with no error and keep every rule and
 * every value: Netlify drops some bad lines without an error (a header without its colon), so the
 * rules are also compared with the site's own reading of static/_headers. The redirects are the
 * build's `_redirects`, written from src/data/redirects.ts as plugins/redirects writes it.
 * Cloudflare's own reading of both files is tested on its runtime in tests/e2e/host.spec.ts.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseAllHeaders} from '@netlify/headers-parser';
import {parseAllRedirects} from '@netlify/redirect-parser';
import {parseHeadersFile} from '@site/plugins/security-headers/headers-file';
import {redirectsFile} from '@site/plugins/redirects/pages';
import {redirects} from '@site/src/data/redirects';

const ROOT = join(__dirname, '..', '..');
const HEADERS = join(ROOT, 'static', '_headers');
const NETLIFY_TOML = join(ROOT, 'netlify.toml');
const scratch = mkdtempSync(join(tmpdir(), 'netlify-rules-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

const write = (name: string, text: string) => {
  const file = join(scratch, name);
  writeFileSync(file, text);
  return file;
};
const readHeaders = (file: string) => parseAllHeaders({headersFiles: [file], netlifyConfigPath: NETLIFY_TOML, configHeaders: [], minimal: false});
const readRedirects = (file: string) => parseAllRedirects({redirectsFiles: [file], netlifyConfigPath: NETLIFY_TOML, configRedirects: [], minimal: false});

describe("Netlify's parsers", () => {
  it('read static/_headers and netlify.toml with no error, and keep every rule and value', async () => {
    const {headers, errors} = await readHeaders(HEADERS);
    expect(errors.map(String)).toEqual([]);
    const ours = parseHeadersFile(readFileSync(HEADERS, 'utf8'));
    expect(headers).toHaveLength(ours.length);
    expect(headers.length).toBe(6);
    headers.forEach((rule, i) => {
      expect(rule.for).toBe(ours[i]!.pattern);
      expect(Object.entries(rule.values ?? {})).toEqual(ours[i]!.set);
    });
  });

  it("read the build's _redirects and netlify.toml with no error: every moved URL, with and without its slash, 301", async () => {
    const {redirects: parsed, errors} = await readRedirects(write('_redirects', redirectsFile(redirects)));
    expect(errors.map(String)).toEqual([]);
    expect(parsed).toHaveLength(redirects.length * 2);
    expect(parsed.length).toBe(8);
    const rules = parsed as {from: string; to: string; status: number; force: boolean}[];
    for (const {from, to} of redirects) {
      for (const path of [from, `${from}/`]) expect(rules.find((rule) => rule.from === path), path).toMatchObject({to, status: 301});
    }
  });

  it('report a broken line, naming it, so the tests above fail on one', async () => {
    const headers = await readHeaders(write('_headers', '/guides/*\n  Cache-Control:\n'));
    expect(headers.errors.map(String)).toEqual([expect.stringMatching(/header line 2:\s+Cache-Control:\s+Missing header value/)]);
    const moved = await readRedirects(write('_redirects', `${redirectsFile(redirects)}/old-guide\n`));
    expect(moved.errors.map(String)).toEqual([expect.stringMatching(new RegExp(`redirect line ${redirects.length * 2 + 2}:\\s+/old-guide\\s+Missing destination`))]);
  });
});
