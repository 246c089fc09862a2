/**
 * Runs loader.cjs over @docsearch/react's bundles (the only dependency that probes for eval):
 * see that file for why.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const DOCSEARCH_BUNDLES = /[\\/]node_modules[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/;

export default function noEvalProbe(context: LoadContext): Plugin {
  return {
    name: 'no-eval-probe',
    configureWebpack() {
      return {
        module: {
          rules: [{test: DOCSEARCH_BUNDLES, use: [{loader: join(context.siteDir, 'plugins', 'no-eval-probe', 'loader.cjs')}]}],
        },
      };
    },
  };
}
