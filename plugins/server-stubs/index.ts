/**
 * Server (SSR) variants of browser modules.
 * - thirdweb stays out of the server bundle. It only renders inside BrowserOnly, yet its lazy
 *   import would still be compiled for the server, slowing the build and pulling in optional
 *   Node-only dependencies (pino-pretty warnings).
 * - Code blocks are highlighted synchronously on the server instead of through a lazy chunk.
 *
 * Modules are matched by their resolved absolute path, so another file that happens to share a
 * name is never replaced; a module that moves without this list fails the build.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Browser module → its server stand-in, relative to the site directory. */
export const SERVER_STUBS: Record<string, string> = {
  'src/wallet/ThirdwebConnect.tsx': 'plugins/server-stubs/ThirdwebConnect.server.tsx',
  'src/components/CodeHighlight/LiveHighlight.tsx': 'plugins/server-stubs/LiveHighlight.server.tsx',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of one module's absolute path (what the bundler resolves imports to). */
export function absolutePathPattern(siteDir: string, module: string): RegExp {
  return new RegExp(`^${escapeRegExp(join(siteDir, module))}$`);
}

export default function serverStubs(context: LoadContext): Plugin {
  for (const [module, stub] of Object.entries(SERVER_STUBS)) {
    for (const file of [module, stub]) {
      if (!existsSync(join(context.siteDir, file))) {
        throw new Error(`server-stubs: ${file} does not exist; update SERVER_STUBS in plugins/server-stubs/index.ts`);
      }
    }
  }
  return {
    name: 'server-stubs',
    configureWebpack(_config, isServer, utils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: Object.entries(SERVER_STUBS).map(
          ([module, stub]) => new NormalModuleReplacementPlugin(absolutePathPattern(context.siteDir, module), join(context.siteDir, stub)),
        ),
      };
    },
  };
}
