/**
 * The bundler's chunk loader sets script.src, a Trusted Types sink: with `output.trustedTypes`,
 * Rspack wraps those URLs in its own policy, whose name must be in the CSP's `trusted-types` list.
 *
 * Every built page also asks for Trusted Types in a <meta> CSP (only that directive; the rest stays
 * in _headers), so the default policy sanitises HTML even on a host that ignores static/_headers:
 * served without them, a hit's `<img onerror>` ran and its meta refresh left the site
 * (tests/e2e/hosted/hostile.spec.ts). `npm start` gets none: hot reload runs code from strings.
 *
 * With `earlyDefaultPolicy` (a build with Google Tag Manager), an inline script in <head>, allowed
 * by its hash, creates the default policy before the tag manager's loader sets script.src from a
 * string; until the site's bundle brings the rules, it passes script URLs and refuses the rest.
 */
import type {Plugin} from '@docusaurus/types';
import {EARLY_POLICY_HOOK} from './hook';

/**
 * The inline script that creates the default policy early. Its rules object is a read-only global,
 * so only the site's bundle, which runs next, sets the rules.
 */
export const EARLY_POLICY_SCRIPT = `(function () {
  var tt = window.trustedTypes;
  if (!tt || tt.defaultPolicy) return;
  var rules = {};
  Object.defineProperty(window, '${EARLY_POLICY_HOOK}', {value: rules});
  tt.createPolicy('default', {
    createHTML: function (input) { return rules.createHTML ? rules.createHTML(input) : null; },
    createScript: function (input) { return rules.createScript ? rules.createScript(input) : null; },
    createScriptURL: function (input) { return input; }
  });
})();`;

export interface TrustedTypesOptions {
  /** Create the default policy in an inline <head> script, before other inline scripts run. */
  earlyDefaultPolicy?: boolean;
}

export default function trustedTypesPlugin({earlyDefaultPolicy = false}: TrustedTypesOptions = {}) {
  return (): Plugin => ({
    name: 'trusted-types',
    injectHtmlTags() {
      if (process.env.NODE_ENV !== 'production') return {};
      return {
        headTags: [
          {tagName: 'meta', attributes: {'http-equiv': 'Content-Security-Policy', content: "require-trusted-types-for 'script'"}},
          ...(earlyDefaultPolicy ? [{tagName: 'script', innerHTML: EARLY_POLICY_SCRIPT}] : []),
        ],
      };
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {output: {trustedTypes: {policyName: 'docusaurus-bundler'}}};
    },
  });
}
