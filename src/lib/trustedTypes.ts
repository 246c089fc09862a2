/**
 * Trusted Types: with `require-trusted-types-for 'script'` in the CSP, the browser refuses a plain
 * string in any HTML or script sink (innerHTML, script.src…) unless a policy turns it into a
 * trusted value. The `default` policy below is the one the browser calls for code that knows
 * nothing of Trusted Types (DocSearch's hit snippets and Ask AI answers, which render HTML from
 * Algolia and from a model): it sanitises with DOMPurify. The site's own HTML (server-rendered code
 * blocks) goes through the named policy `etherlink-html` instead, unchanged. The policy names
 * allowed are listed in the CSP (`trusted-types`, plugins/security-headers).
 *
 * The sanitiser holds on its own; the CSP is the second wall. Every page asks for Trusted Types
 * itself (a <meta> CSP, plugins/trusted-types), so the default policy runs even where the host
 * ignores static/_headers: served without them, a hit's `<img onerror>` ran and a meta refresh left
 * the site (tests/e2e/hosted/hostile.spec.ts). Nothing a hit or an answer holds may load from
 * elsewhere: SVG `url(…)` paints and filters, `href` on SVG elements other than links, and
 * <feImage> go too. HTML too deep or with too many tags to parse quickly is shown as text: 20,000 nested
 * <div>s took 1.6 s to sanitise here (2.3 s just to parse them); scanning for the limits is linear.
 */
import {loadedPurify, withoutMarkup, type PurifyFactory} from './purifyLoader';

export const OWN_HTML_POLICY = 'etherlink-html';

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

let purifier: ReturnType<PurifyFactory> | null = null;

/**
 * Text whose only markup is bare <mark> and </mark> (no attributes): a search highlight, written
 * by DocSearch for every hit's title and snippet on every keystroke. Entities stay text, so such
 * HTML makes text and <mark> elements only.
 */
const HIGHLIGHT_ONLY = /^(?:[^<]|<\/?mark>)*$/;

/** The sanitiser of the default policy (exported for unit tests). */
export function sanitizeHtml(html: string): string {
  // Without "<" the HTML parser makes text only: nothing to remove, and no parse to pay for (a
  // TOC entry, a heading: most of what the theme writes as HTML on each navigation).
  if (!html.includes('<') || HIGHLIGHT_ONLY.test(html)) return html;
  if (tooComplexToParse(html)) return asText(html);
  if (!purifier) {
    const DOMPurify = loadedPurify();
    if (!DOMPurify) return withoutMarkup(html); // held until DOMPurify's chunk arrives (purifyLoader.ts)
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

/** React creates an empty <script> this way; an empty script runs nothing. */
const REACT_EMPTY_SCRIPT = '<script></script>';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

type Policy = {createHTML(input: string): unknown};
let ownPolicy: Policy | null = null;

/** Creates the policies once; without Trusted Types support this does nothing. */
export function installTrustedTypes(): void {
  const tt = (window as unknown as {trustedTypes?: {createPolicy: (name: string, rules: object) => Policy}}).trustedTypes;
  if (!tt || ownPolicy) return;
  tt.createPolicy('default', {
    createHTML: (input: string) => (input === REACT_EMPTY_SCRIPT ? input : sanitizeHtml(input)),
    // Which scripts may load is script-src's decision (our bundles, the tag manager when configured).
    createScriptURL: (input: string) => input,
    // No code from strings (eval, script text), with one exception: Docusaurus's head manager
    // rewrites the page's structured data (<script type="application/ld+json">) after hydration,
    // and the browser asks for a TrustedScript even there. JSON text runs nothing, so it passes;
    // anything else gets no value and the browser refuses it.
    createScript: (input: string) => (isJson(input) ? input : null),
  });
  ownPolicy = tt.createPolicy(OWN_HTML_POLICY, {createHTML: (input: string) => input});
}

/**
 * HTML the site itself produced (never text from a reader, a search service or a model), for
 * dangerouslySetInnerHTML: a TrustedHTML where Trusted Types apply, the string elsewhere.
 */
export function ownHtml(html: string): string {
  return (ownPolicy ? ownPolicy.createHTML(html) : html) as string;
}
