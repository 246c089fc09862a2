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
 */
import type {Plugin} from '@docusaurus/types';

export const REQUIRE_TRUSTED_TYPES = "require-trusted-types-for 'script'";

export const BUNDLER_POLICY = 'docusaurus-bundler';

export default function trustedTypesPlugin(): Plugin {
  return {
    name: 'trusted-types',
    injectHtmlTags() {
      if (process.env.NODE_ENV !== 'production') return {};
      return {headTags: [{tagName: 'meta', attributes: {'http-equiv': 'Content-Security-Policy', content: REQUIRE_TRUSTED_TYPES}}]};
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {output: {trustedTypes: {policyName: BUNDLER_POLICY}}};
    },
  };
}
