/**
 * Trusted Types: with `require-trusted-types-for 'script'` in the CSP, the browser refuses a plain
 * string in any HTML or script sink (innerHTML, script.src…) unless a policy turns it into a
 * trusted value. The `default` policy below is the one the browser calls for code that knows
 * nothing of Trusted Types (DocSearch's hit snippets and Ask AI answers, which render HTML from
 * Algolia and from a model): it sanitises with DOMPurify. The site's own HTML (server-rendered code
 * blocks) goes through the named policy `etherlink-html` instead, unchanged. The policy names
 * allowed are listed in the CSP (`trusted-types`, plugins/security-headers).
 */
import {loadedPurify, withoutMarkup, type PurifyFactory} from './purifyLoader';

export const OWN_HTML_POLICY = 'etherlink-html';

/**
 * Nothing that can navigate, submit, restyle the page or load from elsewhere. `style`
 * attributes and elements go, so a hit cannot draw over the page; <meta> (refresh), <base>,
 * <form> and media are dropped.
 */
const FORBID_TAGS = [
  'style', 'link', 'meta', 'base', 'form', 'input', 'textarea', 'select', 'option',
  'img', 'image', 'picture', 'source', 'video', 'audio', 'track', 'iframe', 'frame', 'object',
  'embed', 'template', 'dialog', 'use', 'foreignObject', 'math',
];
const FORBID_ATTR = ['style', 'srcset', 'background', 'poster', 'action', 'formaction', 'ping', 'autofocus', 'popover'];

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
  if (!purifier) {
    const DOMPurify = loadedPurify();
    if (!DOMPurify) return withoutMarkup(html); // held until DOMPurify's chunk arrives (purifyLoader.ts)
    purifier = DOMPurify(window);
    // Links from search content open in a new tab without a handle on this page.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
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
