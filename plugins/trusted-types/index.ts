/**
 * The bundler's chunk loader sets script.src, a Trusted Types sink: Rspack/webpack wrap those URLs
 * in a policy of their own when `output.trustedTypes` is set. Its name must be in the CSP's
 * `trusted-types` list (plugins/security-headers), as must the site's own policies.
 *
 * Every built page also asks for Trusted Types itself, in a <meta> CSP: the default policy (the
 * sanitiser of src/lib/trustedTypes.ts) then runs for every HTML sink even on a host that ignores
 * static/_headers. Served without them, a search hit's `<img onerror>` ran and its meta refresh left
 * the site (tests/e2e/hosted/hostile.spec.ts). The <meta> holds only that directive: the rest of the
 * policy, and the list of policy names, stay in _headers. `npm start` gets no <meta>: the dev
 * server's hot reload runs code from strings, which the default policy refuses.
 *
 * With `earlyDefaultPolicy` (a build with Google Tag Manager), an inline script in <head> creates
 * the default policy before the tag manager's own inline loader runs: that loader sets script.src
 * from a string, which the browser refuses unless a default policy exists. The rules of the policy
 * (src/lib/trustedTypes.ts) arrive with the site's bundle; until then it lets script URLs through
 * (script-src decides which load) and refuses HTML and code from strings. The security-headers plugin
 * allows this script by its hash, computed at build time.
 */
import type {Plugin} from '@docusaurus/types';
import {EARLY_POLICY_HOOK} from './hook';

export const REQUIRE_TRUSTED_TYPES = "require-trusted-types-for 'script'";

export const BUNDLER_POLICY = 'docusaurus-bundler';

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
          {tagName: 'meta', attributes: {'http-equiv': 'Content-Security-Policy', content: REQUIRE_TRUSTED_TYPES}},
          ...(earlyDefaultPolicy ? [{tagName: 'script', innerHTML: EARLY_POLICY_SCRIPT}] : []),
        ],
      };
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {output: {trustedTypes: {policyName: BUNDLER_POLICY}}};
    },
  });
}
