import {describe, expect, it} from 'vitest';
import {MAX_QUERY_LENGTH, readQueryParam, sanitizeQuery, withQueryParam} from '@site/src/search/queryParam';

describe('the q URL parameter', () => {
  it('reads the query, decoded and trimmed', () => {
    expect(readQueryParam('?q=evm%20node')).toBe('evm node');
    expect(readQueryParam('?a=1&q=+fees+')).toBe('fees');
    expect(readQueryParam('?q=')).toBeNull();
    expect(readQueryParam('')).toBeNull();
    expect(readQueryParam('?x=1')).toBeNull();
  });

  it('keeps markup as plain text and strips control characters', () => {
    expect(readQueryParam('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
    expect(sanitizeQuery('a\u0000b\u202Ec\nd\te')).toBe('a b c d e');
    expect(readQueryParam('?q=%E2%80%8B')).toBeNull();
  });

  it('caps the length at the search box limit', () => {
    expect(sanitizeQuery('x'.repeat(2000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('sets and removes q, keeping the rest of the URL', () => {
    expect(withQueryParam('https://d.test/a/b?x=1#h', 'gas price')).toBe('https://d.test/a/b?x=1&q=gas+price#h');
    expect(withQueryParam('https://d.test/a?q=old&x=1#h', null)).toBe('https://d.test/a?x=1#h');
    expect(withQueryParam('https://d.test/a?q=old', '   ')).toBe('https://d.test/a');
  });
});
