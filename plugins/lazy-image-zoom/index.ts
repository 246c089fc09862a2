/**
 * Image zoom from docusaurus-plugin-image-zoom (configured by themeConfig.zoom) without start-up
 * cost. The package's plugin does one thing: it registers its client module (lib/zoom.js, which
 * imports medium-zoom) as a start-up module, so every page evaluated medium-zoom inside main.js
 * before it could hydrate. This plugin registers ./client.ts instead, which imports that same
 * module in a chunk of its own once the page has rendered; the module then attaches the zoom about
 * a second later, as it always did. Benefit: first-load JS 2.4 KB gzip smaller on every page
 * (136.7 -> 134.3 KB measured on `/` when the change was made).
 * If an upgrade moves or reshapes lib/zoom.js, the type-check (./zoom.d.ts), the budget test
 * (marker `medium-zoom-overlay` in tests/perf/budgets.mjs) or the zoom test in tests/e2e/csp.spec.ts fails.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function lazyImageZoom(context: LoadContext): Plugin {
  return {
    name: 'lazy-image-zoom',
    getClientModules: () => [join(context.siteDir, 'plugins', 'lazy-image-zoom', 'client.ts')],
  };
}
