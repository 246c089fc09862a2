/**
 * Keeps tslib out of main.js: Docusaurus's browser code imports two helpers from
 * `@docusaurus/utils-common`, whose CommonJS entry requires all of tslib (11 KB minified) for one
 * `__importDefault`. First-load JS on every page is 3.7 KB gzip smaller (136.3 -> 132.6 KB,
 * tests/perf/first-load.mjs). Only the browser bundle changes; the server build keeps the package.
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
