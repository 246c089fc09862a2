/**
 * Stylesheets loaded on demand: a stylesheet imported as `…css?lazy` becomes the URL of its own
 * hashed file instead of joining the styles.css every page loads (the search dialog's ~25 KB,
 * linked when it opens). It edits Docusaurus's own CSS rule, and fails the build if it is not found.
 */
import type {Plugin} from '@docusaurus/types';

/** Stylesheets imported with this query are emitted as files of their own. */
export const LAZY_CSS = /[?&]lazy\b/;

type Rule = {test?: unknown; resourceQuery?: unknown};
type Config = {module?: {rules?: unknown[]}};

/** Excludes `?lazy` imports from the bundler's CSS rules; returns how many rules it changed. */
export function excludeLazyFromCssRules(config: Config): number {
  let changed = 0;
  for (const rule of config.module?.rules ?? []) {
    const r = rule as Rule | null;
    if (r && typeof r === 'object' && r.test instanceof RegExp && r.test.test('x.css')) {
      if (r.resourceQuery !== undefined) throw new Error('lazy-css: the CSS rule already has a resourceQuery; see plugins/lazy-css');
      r.resourceQuery = {not: [LAZY_CSS]};
      changed++;
    }
  }
  return changed;
}

export default function lazyCss(): Plugin {
  return {
    name: 'lazy-css',
    configureWebpack(config) {
      if (excludeLazyFromCssRules(config as Config) === 0) {
        throw new Error('lazy-css: no CSS rule found in the bundler configuration; Docusaurus may have changed it (see plugins/lazy-css)');
      }
      return {
        module: {
          rules: [
            {
              test: /\.css$/i,
              resourceQuery: LAZY_CSS,
              type: 'asset/resource',
              generator: {filename: 'assets/css/[name].[contenthash:8][ext]'},
            },
          ],
        },
      };
    },
  };
}
