import {describe, expect, it} from 'vitest';
import {sanitizeHtml} from '@site/src/lib/trustedTypes';

describe('the default policy sanitiser', () => {
  it('passes text without markup through untouched, without parsing it (no DOM is needed here)', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('Compatible wallets')).toBe('Compatible wallets');
    expect(sanitizeHtml('Fees &amp; gas: a &gt; b')).toBe('Fees &amp; gas: a &gt; b');
  });

  it('parses anything with markup (here: no DOM, so it throws rather than pass it unchecked)', () => {
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow();
  });
});
