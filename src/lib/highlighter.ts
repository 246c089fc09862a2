/**
 * The syntax highlighter (Prism, its grammars and the theme's highlighted code block) lives in
 * its own chunk. Code blocks that were rendered on the server never need it; it loads when a
 * code block renders on the client (after client-side navigation), or earlier, when a reader
 * shows the intent to navigate (see `src/clientModules/idlePrefetch.ts`).
 */
let pending: Promise<typeof import('@site/src/components/CodeHighlight/Highlighted')> | undefined;

export function loadHighlighter(): Promise<typeof import('@site/src/components/CodeHighlight/Highlighted')> {
  pending ??= import('@site/src/components/CodeHighlight/Highlighted').catch((error: unknown) => {
    pending = undefined; // a later call tries again
    throw error;
  });
  return pending;
}
