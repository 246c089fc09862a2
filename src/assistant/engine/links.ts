/**
 * Link addresses in generated answers. Only http(s), mailto and relative addresses survive; an
 * address that cannot be encoded (a lone surrogate makes encodeURI throw) or uses another scheme
 * (javascript:, data:, vbscript:, file:…) is refused, and the renderer shows the link as text.
 */

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The address to put in href, percent-encoded where needed, or null when the link must not be one. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '') return null;
  let encoded: string;
  try {
    // Encode what needs encoding but keep existing %XX escapes (encodeURI alone would double them).
    encoded = href.replace(/%(?![0-9a-fA-F]{2})|[^%]+/g, (part) => encodeURI(part));
  } catch {
    return null;
  }
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  return scheme && !ALLOWED_SCHEMES.has(scheme[1].toLowerCase()) ? null : encoded;
}
