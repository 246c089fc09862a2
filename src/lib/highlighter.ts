/**
 * The syntax highlighter (Prism, its grammars and the theme's highlighted code block) lives in
 * its own chunk. Code blocks that were rendered on the server never need it; it loads when a
 * code block renders on the client (after client-side navigation), or earlier, when a reader
 * shows the intent to navigate (see `src/clientModules/idlePrefetch.ts`). A failed load is tried
 * again on the next call.
 */
import {loadOnce} from './loadOnce';

export const loadHighlighter = loadOnce(() => import('@site/src/components/CodeHighlight/Highlighted'));
