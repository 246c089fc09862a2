/**
 * Server (SSR) variants of browser modules.
 * - thirdweb stays out of the server bundle. It only renders inside BrowserOnly, yet its lazy
 *   import would still be compiled for the server, slowing the build and pulling in optional
 *   Node-only dependencies (pino-pretty warnings).
 * - Code blocks are highlighted synchronously on the server instead of through a lazy chunk.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function serverStubs(context: LoadContext): Plugin {
  return {
    name: 'server-stubs',
    configureWebpack(_config, isServer, utils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /[\\/]ThirdwebConnect$/,
            join(context.siteDir, 'plugins', 'server-stubs', 'ThirdwebConnect.server.tsx'),
          ),
          new NormalModuleReplacementPlugin(
            /[\\/]LiveHighlight$/,
            join(context.siteDir, 'plugins', 'server-stubs', 'LiveHighlight.server.tsx'),
          ),
        ],
      };
    },
  };
}
