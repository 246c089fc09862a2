/**
 * The bundler's chunk loader sets script.src, a Trusted Types sink: Rspack/webpack wrap those URLs
 * in a policy of their own when `output.trustedTypes` is set. Its name must be in the CSP's
 * `trusted-types` list (plugins/security-headers), as must the site's own policies.
 */
import type {Plugin} from '@docusaurus/types';

export const BUNDLER_POLICY = 'docusaurus-bundler';

export default function trustedTypesPlugin(): Plugin {
  return {
    name: 'trusted-types',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {output: {trustedTypes: {policyName: BUNDLER_POLICY}}};
    },
  };
}
