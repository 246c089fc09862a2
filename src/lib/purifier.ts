/**
 * The default policy's sanitiser for HTML with markup (src/lib/trustedTypes.ts): DOMPurify with
 * this site's walls, in DOMPurify's own chunk (src/lib/purifyLoader.ts), so no first paint pays for
 * them: 0.5 KB gzip less first-load JS on every route (tests/perf/first-load.mjs).
 *
 * Nothing a hit or an answer holds may load from elsewhere (SVG `url(…)`, `href` on SVG elements
 * other than links, <feImage>); the CSP is the second wall. HTML too deep or with too many tags is
 * shown as text: 20,000 nested <div>s took 1.6 s to sanitise; scanning for the limits is linear.
 */
import DOMPurify from 'dompurify';

/**
 * Nothing that can navigate, submit, restyle the page or load from elsewhere. `style`
 * attributes and elements go, and classes but a few (ALLOWED_CLASS), so a hit cannot draw
 * over the page; <meta> (refresh), <base>, <form> and media are dropped.
 */
const FORBID_TAGS = [
  'style', 'link', 'meta', 'base', 'form', 'input', 'textarea', 'select', 'option',
  'img', 'image', 'picture', 'source', 'video', 'audio', 'track', 'iframe', 'frame', 'object',
  'embed', 'template', 'dialog', 'use', 'foreignObject', 'math', 'feImage',
];
const FORBID_ATTR = ['style', 'srcset', 'background', 'poster', 'action', 'formaction', 'ping', 'autofocus', 'popover'];

const SVG_NS = 'http://www.w3.org/2000/svg';
/**
 * A value that makes SVG fetch something: `url(` (presentation attributes are CSS, where `fill`,
 * `filter`, `mask`, `marker-*`… take a URL), or a CSS escape, which could spell it (`u\72 l(`).
 */
const SVG_LOADS = /url\s*\(|\\/i;

/** Past these, HTML is shown as text instead of being parsed (see the header). */
export const HTML_LIMITS = {maxTags: 10_000, maxDepth: 100};
/** A start or end tag; `[^<>]` keeps the scan linear even with no `>` in sight. */
const TAG = /<(\/?)([a-z][^\s/<>]*)[^<>]*>/gi;
const VOID_ELEMENT = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/** Whether `html` has more tags or deeper nesting than HTML_LIMITS allow; one pass, no parse. */
export function tooComplexToParse(html: string): boolean {
  let tags = 0;
  let depth = 0;
  TAG.lastIndex = 0;
  for (let tag; (tag = TAG.exec(html)); ) {
    if (++tags > HTML_LIMITS.maxTags) return true;
    if (tag[1]) depth -= depth > 0 ? 1 : 0;
    else if (!VOID_ELEMENT.test(tag[2]!) && !tag[0].endsWith('/>') && ++depth > HTML_LIMITS.maxDepth) return true;
  }
  return false;
}

/**
 * The text of `html` without its tags, as HTML that holds text only: with no `<` left, the parser
 * makes text nodes and nothing else (entities stay entities, and read as the characters they name).
 */
export function asText(html: string): string {
  return html.replace(/<[^<>]*>?/g, ' ');
}

/**
 * Classes a hit or an answer may carry: those of DocSearch's code blocks in Ask AI answers (its
 * Copy button finds itself by class) and a code language. Any other class of the site's or
 * DocSearch's CSS could draw over the page: a hit holding `<div class="DocSearch-Container">`
 * covered the whole viewport (hostile.spec.ts).
 */
const ALLOWED_CLASS = /^(?:DocSearch-CodeSnippet(?:-[A-Za-z]+)*|language-[\w+#.-]+)$/;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Sanitises HTML that holds markup (the policy passes text and bare highlights on its own). */
export function sanitizeMarkup(html: string): string {
  if (tooComplexToParse(html)) return asText(html);
  if (!purifier) {
    purifier = DOMPurify(window);
    // Links from search content open in a new tab without a handle on this page.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    });
    // Classes from the allowed list only. SVG loads nothing: no url(…) in its attributes, and href
    // only to a fragment of the same document, except on links (whose URLs DOMPurify checks).
    purifier.addHook('uponSanitizeAttribute', (node, data) => {
      const {attrName: name, attrValue: value} = data;
      if (name === 'class') data.keepAttr = Boolean((data.attrValue = value.split(' ').filter((c) => ALLOWED_CLASS.test(c)).join(' ')));
      else if (node.namespaceURI === SVG_NS && (SVG_LOADS.test(value) || (name.endsWith('href') && node.localName !== 'a' && value.trim()[0] !== '#'))) {
        data.keepAttr = false;
      }
    });
    // Once, not per call: DOMPurify otherwise rebuilds its tag and attribute tables each time.
    purifier.setConfig({
      FORBID_TAGS,
      FORBID_ATTR,
      ADD_ATTR: ['target'],
      SANITIZE_NAMED_PROPS: true,
      RETURN_TRUSTED_TYPE: false,
    });
  }
  return purifier.sanitize(html);
}
