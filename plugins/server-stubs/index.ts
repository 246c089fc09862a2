/**
 * Server (SSR) variants of browser modules: thirdweb (rendered only in BrowserOnly) stays out of
 * the server bundle, which it slowed with Node-only optional dependencies, and code blocks are
 * highlighted synchronously. Modules are matched by resolved absolute path; one that moves without
 * this list fails the build.
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
