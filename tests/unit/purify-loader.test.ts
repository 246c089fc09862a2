/**
 * DOMPurify loads in a chunk of its own (src/lib/purifyLoader.ts). Until it arrives, the Trusted
 * Types default policy holds markup back (text only, no "<" left for the parser), lets text
 * without markup through, and once it has arrived hands markup to DOMPurify.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';

// A stand-in for DOMPurify that records its calls. It has "arrived" once loadPurify() resolves
// (in the browser: its chunk has run); the first test runs before that, in one synchronous turn.
const chunk = vi.hoisted(() => {
  const sanitize = vi.fn((html: string) => `sanitised(${html})`);
  const setConfig = vi.fn();
  const factory = vi.fn(() => ({sanitize, setConfig, addHook: vi.fn()}));
  return {sanitize, setConfig, factory};
});
vi.mock('dompurify', () => ({default: chunk.factory}));

const {sanitizeHtml} = await import('@site/src/lib/trustedTypes');
const {loadPurify, loadedPurify, withoutMarkup} = await import('@site/src/lib/purifyLoader');

beforeAll(() => {
  vi.stubGlobal('window', {});
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the default policy before and after DOMPurify arrives', () => {
  it('holds markup back until the chunk arrives: text only, no element can be built', () => {
    expect(loadedPurify()).toBeNull();
    expect(sanitizeHtml('Using <code>eth_call</code>')).toBe('Using eth_call');
    const hostile = sanitizeHtml('<img src=x onerror=alert(1)>Fees &amp; <b>gas</b> <scr<script>ipt>');
    expect(hostile).not.toContain('<');
    expect(hostile).toBe('Fees &amp; gas &lt;script>');
    expect(chunk.factory).not.toHaveBeenCalled();
    expect(chunk.sanitize).not.toHaveBeenCalled();
  });

  it('lets text without markup and bare search highlights through meanwhile', () => {
    expect(sanitizeHtml('Compatible wallets')).toBe('Compatible wallets');
    expect(sanitizeHtml('Using your <mark>wallet</mark>')).toBe('Using your <mark>wallet</mark>');
  });

  it('sanitises markup with DOMPurify once it has arrived, configured once', async () => {
    await loadPurify();
    expect(loadedPurify()).not.toBeNull();
    expect(sanitizeHtml('Using <code>eth_call</code>')).toBe('sanitised(Using <code>eth_call</code>)');
    expect(sanitizeHtml('<b>gas</b>')).toBe('sanitised(<b>gas</b>)');
    expect(chunk.factory).toHaveBeenCalledTimes(1);
    expect(chunk.setConfig).toHaveBeenCalledTimes(1);
    expect(chunk.sanitize).toHaveBeenCalledTimes(2);
  });
});

describe('withoutMarkup', () => {
  it('leaves no "<" whatever the input, so the parser makes text and character references only', () => {
    for (const html of ['<<b>>x', 'a < b', '<a title="x>y">link</a>', '<!-- c --><svg><script>1</script></svg>', '<', '<<<']) {
      expect(withoutMarkup(html), html).not.toContain('<');
    }
  });
});
