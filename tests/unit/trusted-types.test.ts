import {beforeAll, describe, expect, it, vi} from 'vitest';
import {EMPTY_FUNCTION, sanitizeHtml, scriptFromString} from '@site/src/lib/trustedTypes';
import {HTML_LIMITS, asText, tooComplexToParse} from '@site/src/lib/purifier';
import {loadPurify} from '@site/src/lib/purifyLoader';

describe('the default policy sanitiser', () => {
  // DOMPurify has its own chunk; before it arrives markup is held (tests/unit/purify-loader.test.ts).
  beforeAll(async () => {
    await loadPurify(); // (a function returned from beforeAll would be called as its teardown)
  });

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

  it('finds HTML too deep or too big to parse, in one linear pass', () => {
    const nested = (n: number) => `${'<div>'.repeat(n)}x${'</div>'.repeat(n)}`;
    expect(tooComplexToParse(nested(HTML_LIMITS.maxDepth))).toBe(false);
    expect(tooComplexToParse(nested(HTML_LIMITS.maxDepth + 1))).toBe(true);
    expect(tooComplexToParse(nested(20_000))).toBe(true);
    // Siblings and void or self-closed elements add no depth; many of them are still too many.
    expect(tooComplexToParse('<p>a</p>'.repeat(1_000) + '<br>'.repeat(1_000) + '<svg><rect/></svg>'.repeat(500))).toBe(false);
    expect(tooComplexToParse('<b>a</b>'.repeat(HTML_LIMITS.maxTags))).toBe(true);
    // No ">" in sight: still one pass.
    const start = performance.now();
    expect(tooComplexToParse('<a'.repeat(100_000))).toBe(false);
    expect(performance.now() - start).toBeLessThan(1_000);
  });

  it('turns such HTML into text with no markup left, entities kept', () => {
    expect(asText('<div><div>Fees &amp; gas</div></div>')).toBe('  Fees &amp; gas  ');
    expect(asText('a < b <img src=x onerror=alert(1) c > d')).not.toMatch(/</);
    expect(tooComplexToParse('<p>'.repeat(50))).toBe(false); // the scan starts afresh each time
    expect(asText('<div>'.repeat(20_000))).not.toMatch(/</);
  });

  it('answers too-deep HTML with its text, without a DOM (no parse)', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml(`${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}`).trim()).toBe('deep');
  });
});

describe('the default policy and code from strings', () => {
  it('lets JSON objects and arrays through (structured data), and nothing else', () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}';
    expect(scriptFromString(jsonLd)).toBe(jsonLd);
    expect(scriptFromString(' \n[1, 2]')).toBe(' \n[1, 2]');
    for (const code of ['alert(1)', '(function anonymous(\n) {\nalert(1)\n})', '{alert(1)}', '[1]; alert(1)', '', '"text"']) {
      expect(scriptFromString(code), code).toBeNull();
    }
  });

  it("refuses zod's empty-function probe by throwing, which the browser neither reports nor logs, without parsing it", () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(() => scriptFromString(EMPTY_FUNCTION)).toThrow(EvalError);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
