/**
 * Webpack/Rspack loader for docs: registers the files that remark-code-file will read (every
 * `file=` in a code fence's meta) as dependencies of the page, so editing a file in examples/
 * rebuilds the pages that show it under `npm start`. The MDX loader gives remark plugins no way
 * to do this, and the source passes through unchanged.
 */
const {resolve} = require('node:path');

const FENCE = /^[ \t>]*(?:`{3,}|~{3,})[^\n]*?[ \t]file=(?:"([^"]*)"|'([^']*)'|(\S+))/gm;

/** The `file=` values of a Markdown source's code fences, in order. */
function filesNamedIn(source) {
  return Array.from(source.matchAll(FENCE), (m) => m[1] ?? m[2] ?? m[3]).filter(Boolean);
}

function codeFileWatchLoader(source) {
  const {rootDir} = this.getOptions();
  for (const file of filesNamedIn(source)) this.addDependency(resolve(rootDir, file));
  return source;
}

module.exports = codeFileWatchLoader;
module.exports.filesNamedIn = filesNamedIn;
