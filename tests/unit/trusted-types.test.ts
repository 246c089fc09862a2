import {beforeAll, describe, expect, it} from 'vitest';
import {sanitizeHtml} from '@site/src/lib/trustedTypes';
import {loadPurify} from '@site/src/lib/purifyLoader';

describe('the default policy sanitiser', () => {
  // DOMPurify has its own chunk; before it arrives markup is held (tests/unit/purify-loader.test.ts).
  beforeAll(() => loadPurify());

  it('passes text without markup through untouched, without parsing it (no DOM is needed here)', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('Compatible wallets')).toBe('Compatible wallets');
    expect(sanitizeHtml('Fees &amp; gas: a &gt; b')).toBe('Fees &amp; gas: a &gt; b');
  });

  it('passes search highlights (bare <mark> and </mark> only) through untouched, without parsing them', () => {
    expect(sanitizeHtml('Using your <mark>wallet</mark>')).toBe('Using your <mark>wallet</mark>');
    expect(sanitizeHtml('<mark>a</mark> &lt;script&gt; <mark>b')).toBe('<mark>a</mark> &lt;script&gt; <mark>b');
  });

  it('parses highlights with anything more: attributes, other tags, other spellings', () => {
    for (const html of [
      '<mark onclick="alert(1)">wallet</mark>',
      '<mark style="position:fixed">wallet</mark>',
      '<mark>wallet</mark><img src=x onerror=alert(1)>',
      '<MARK>wallet</MARK>',
      '<mark/>wallet',
      '<mark >wallet</mark >',
      '<markx>wallet</markx>',
    ]) {
      expect(() => sanitizeHtml(html), html).toThrow();
    }
  });

  it('parses anything with markup (here: no DOM, so it throws rather than pass it unchecked)', () => {
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow();
  });
});
