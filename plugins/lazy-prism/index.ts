/**
 * Keeps Prism off the start-up path: theme-classic's client module imports prism-react-renderer and
 * our languages on every page before hydration, about a third of main.js's evaluation time. It is
 * swapped for an empty module; `src/theme/CodeBlock/Content` loads Prism in its own chunk only for
 * a code block rendered on the client, so most visits never load it.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** theme-classic's eager client module (not `lib/theme/prism-include-languages`, the swizzlable function). */
export const EAGER_PRISM_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function lazyPrism(context: LoadContext): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(EAGER_PRISM_MODULE, join(context.siteDir, 'plugins', 'lazy-prism', 'empty.js')),
        ],
      };
    },
  };
}
