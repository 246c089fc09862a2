/**
 * Makes pages that show files from examples/ (remark-code-file) rebuild when those files change
 * under `npm start`: a loader registers each `file=` of a doc as a dependency of that doc.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function codeFileWatch(context: LoadContext): Plugin {
  return {
    name: 'remark-code-file-watch',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [join(context.siteDir, 'docs')],
              enforce: 'pre',
              use: [{loader: join(context.siteDir, 'plugins', 'remark-code-file', 'watch-loader.cjs'), options: {rootDir: context.siteDir}}],
            },
          ],
        },
      };
    },
  };
}
