/**
 * Trusted Types: with `require-trusted-types-for 'script'` in the CSP, the browser refuses a plain
 * string in any HTML or script sink (innerHTML, script.src…) unless a policy turns it into a
 * trusted value. The `default` policy below is the one the browser calls for code that knows
 * nothing of Trusted Types (DocSearch's hit snippets and Ask AI answers, which render HTML from
 * Algolia and from a model): it sanitises with DOMPurify. The site's own HTML (server-rendered code
 * blocks) goes through the named policy `etherlink-html` instead, unchanged. The policy names
 * allowed are listed in the CSP (`trusted-types`, plugins/security-headers).
 *
 * Every page asks for Trusted Types itself (a <meta> CSP, plugins/trusted-types), so the default
 * policy runs even where the host ignores static/_headers: served without them, a hit's
 * `<img onerror>` ran and a meta refresh left the site (tests/e2e/hosted/hostile.spec.ts). What the
 * sanitiser removes, and why, is in src/lib/purifier.ts: it loads with DOMPurify, in its own chunk.
 */
import {loadedPurify, withoutMarkup} from './purifyLoader';
import {EARLY_POLICY_HOOK} from '../../plugins/trusted-types/hook';

export const OWN_HTML_POLICY = 'etherlink-html';

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
  const sanitize = loadedPurify();
  // Held until DOMPurify's chunk arrives (purifyLoader.ts): the text, with no markup left.
  return sanitize ? sanitize(html) : withoutMarkup(html);
}

/** React creates an empty <script> this way; an empty script runs nothing. */
const REACT_EMPTY_SCRIPT = '<script></script>';

/** What the browser hands the policy for `new Function("")`. */
export const EMPTY_FUNCTION = '(function anonymous(\n) {\n\n})';

/**
 * The default policy's answer to code made from a string: the text itself when it is a JSON object
 * or array (structured data), else null, which the browser refuses and reports. One exception:
 * zod, in the copy DocSearch bundles (which `src/lib/zod.ts`'s jitless setting cannot reach),
 * probes `new Function("")` as the search dialog opens and uses its non-eval parsers when that
 * throws. Refused with null, the probe logged two console errors on every opening; a throw here
 * refuses it in silence (no report, no console error), and zod catches it. Other text that does
 * not start like JSON is refused without parsing it (a JSON.parse that throws cost the dialog's
 * first keystrokes about 30 ms at 4x CPU).
 */
export function scriptFromString(input: string): string | null {
  if (input === EMPTY_FUNCTION) throw new EvalError('No code from strings');
  if (!/^\s*[[{]/.test(input)) return null;
  try {
    JSON.parse(input);
    return input;
  } catch {
    return null;
  }
}

type Policy = {createHTML(input: string): unknown};
let ownPolicy: Policy | null = null;

/** Creates the policies once; without Trusted Types support this does nothing. */
export function installTrustedTypes(): void {
  const tt = (window as unknown as {trustedTypes?: {createPolicy: (name: string, rules: object) => Policy}}).trustedTypes;
  if (!tt || ownPolicy) return;
  const rules = {
    createHTML: (input: string) => (input === REACT_EMPTY_SCRIPT ? input : sanitizeHtml(input)),
    // Which scripts may load is script-src's decision (our bundles, the tag manager when configured).
    createScriptURL: (input: string) => input,
    // No code from strings (eval, script text), with one exception: Docusaurus's head manager
    // rewrites the page's structured data (<script type="application/ld+json">) after hydration,
    // and the browser asks for a TrustedScript even there. JSON text runs nothing, so it passes;
    // anything else gets no value and the browser refuses it (zod's probe: see scriptFromString).
    createScript: scriptFromString,
  };
  // A build with Google Tag Manager created the default policy in <head> (plugins/trusted-types):
  // it waits for these rules.
  const early = (window as unknown as Record<string, Partial<typeof rules> | undefined>)[EARLY_POLICY_HOOK];
  if (early) Object.freeze(Object.assign(early, rules));
  else tt.createPolicy('default', rules);
  ownPolicy = tt.createPolicy(OWN_HTML_POLICY, {createHTML: (input: string) => input});
}

/**
 * HTML the site itself produced (never text from a reader, a search service or a model), for
 * dangerouslySetInnerHTML: a TrustedHTML where Trusted Types apply, the string elsewhere.
 */
export function ownHtml(html: string): string {
  return (ownPolicy ? ownPolicy.createHTML(html) : html) as string;
}
