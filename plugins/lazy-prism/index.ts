/**
 * Keeps Prism off the start-up path. theme-classic registers a client module that imports
 * prism-react-renderer (Prism core plus a dozen grammars) and our extra languages on every page,
 * before anything hydrates: about a third of main.js's evaluation time. We swap that module for
 * an empty one; `src/theme/CodeBlock/Content` loads Prism (and registers the languages) in its
 * own chunk, only when a code block is rendered on the client. Server-rendered code blocks are
 * kept as they are when the page hydrates, so most visits never load Prism at all.
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
