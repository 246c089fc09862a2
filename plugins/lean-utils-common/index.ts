/**
 * Keeps tslib out of main.js. The browser code of Docusaurus imports two helpers from
 * `@docusaurus/utils-common` (applyTrailingSlash in every <Link>, getErrorCausalChain in error
 * boundaries). That package's entry is CommonJS and requires tslib for one `__importDefault`
 * call, which pulls all of tslib (every helper: 11 KB minified) into the start-up bundle, since a
 * required module cannot be tree-shaken.
 *
 * Benefit: first-load JS on every page is 3.7 KB gzip smaller (136.3 -> 132.6 KB, tests/perf/first-load.mjs;
 * tslib was 3,985 B gzip of main.js by `docusaurus build --bundle-analyzer`). Only the
 * browser bundle is changed: the server build keeps the package as it is.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The package's CommonJS entry, as resolved (not its `lib/*.js` files, which the stand-in uses). */
export const UTILS_COMMON_ENTRY = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

export default function leanUtilsCommon(context: LoadContext): Plugin {
  return {
    name: 'lean-utils-common',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(UTILS_COMMON_ENTRY, join(context.siteDir, 'plugins', 'lean-utils-common', 'client.cjs')),
        ],
      };
    },
  };
}
