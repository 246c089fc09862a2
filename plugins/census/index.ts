/**
 * Builds the site with some mechanisms off, for the census bench (./mechanisms.ts): their ids reach
 * browser code as `process.env.CENSUS_OFF` (read by src/lib/census.ts), and a theme wrapper that is
 * off resolves to the theme's own component. Without CENSUS_OFF it changes nothing.
 */
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Wrapper (census id) → the theme component it stands in for. */
const WRAPPERS: Record<string, string> = {
  'code-block-content': 'CodeBlock/Content',
  'last-updated': 'LastUpdated',
};

export default function census(off: readonly string[]) {
  return (context: LoadContext): Plugin => ({
    name: 'census',
    configureWebpack(_config, _isServer, utils) {
      const require = createRequire(join(context.siteDir, 'package.json'));
      const alias: Record<string, string> = {};
      for (const id of off.filter((name) => name in WRAPPERS)) {
        alias[`@theme/${WRAPPERS[id]}`] = require.resolve(`@docusaurus/theme-classic/lib/theme/${WRAPPERS[id]}/index.js`);
      }
      return {
        resolve: {alias},
        plugins: [new utils.currentBundler.instance.DefinePlugin({'process.env.CENSUS_OFF': JSON.stringify(off.join(','))})],
      };
    },
  });
}
