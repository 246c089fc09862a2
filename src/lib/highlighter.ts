/**
 * The syntax highlighter (Prism, its grammars, the theme's highlighted block) in its own chunk:
 * server-rendered code blocks never need it; it loads when a block renders on the client, or on
 * intent to navigate (src/clientModules/idlePrefetch.ts), and again after a failure.
 */
import {loadOnce} from './loadOnce';

export const loadHighlighter = loadOnce(() => import('@site/src/components/CodeHighlight/Highlighted'));
