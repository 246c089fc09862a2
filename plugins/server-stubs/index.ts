/**
 * Keeps browser-only heavy modules out of the server (SSR) bundle. thirdweb is only rendered
 * inside BrowserOnly, yet its lazy import would still be compiled for the server, slowing the
 * build and pulling in optional Node-only dependencies (pino-pretty warnings).
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
        ],
      };
    },
  };
}
