/**
 * Trusted Types: with `require-trusted-types-for 'script'` in the CSP, the browser refuses a plain
 * string in an HTML or script sink unless a policy makes it trusted. The `default` policy, called
 * for code that knows nothing of Trusted Types (DocSearch's hits, Ask AI answers), sanitises with
 * DOMPurify (rules in src/lib/purifier.ts); the site's own HTML goes through `etherlink-html`
 * unchanged. Every page asks for Trusted Types in a <meta> CSP (plugins/trusted-types), so this runs
 * even where the host ignores static/_headers: served without them, a hit's `<img onerror>` ran and
 * a meta refresh left the site (tests/e2e/hosted/hostile.spec.ts).
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
 * The default policy's answer to code made from a string: JSON text itself (structured data), else
 * null, which the browser refuses and reports. zod in DocSearch's bundle probes `new Function("")`
 * as the dialog opens: null logged two console errors per opening, a throw refuses it silently and
 * zod falls back. Text not starting like JSON is refused unparsed (a throwing JSON.parse cost the
 * dialog's first keystrokes about 30 ms at 4x CPU).
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
