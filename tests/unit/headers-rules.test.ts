/** What static/_headers tells the hosts, path by path. */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {headersFor, parseHeadersFile} from '@site/plugins/security-headers/headers-file';

const rules = parseHeadersFile(readFileSync(new URL('../../static/_headers', import.meta.url), 'utf8'));
const header = (path: string, name: string) => headersFor(rules, path).get(name.toLowerCase())?.value;

describe('static/_headers', () => {
  it('keeps the reusable fragments under /conrefs/ out of search engines', () => {
    expect(header('/conrefs/network-values', 'X-Robots-Tag')).toBe('noindex');
    expect(header('/conrefs/', 'X-Robots-Tag')).toBe('noindex');
    expect(header('/bridging/', 'X-Robots-Tag')).toBeUndefined();
  });
});
