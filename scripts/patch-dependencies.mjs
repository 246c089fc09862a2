#!/usr/bin/env node
// Applies the anchored replacements listed in patches/*.mjs to node_modules (run by `postinstall`,
// after patch-package). A dependency that ships only minified files cannot carry a readable diff;
// each change here swaps one exact string, so a reviewer reads the whole change in one line.
//
// A change applies only where its old string occurs exactly once and its new string not at all;
// where the new string occurs once and the old not at all, it was applied before (a second run is
// a no-op). Anything else (an upgrade moved or changed the code) stops the install with the file
// and the change named: check whether the upgrade fixed the problem, then update or drop the change.
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

/**
 * @typedef {object} Change
 * @property {string} name what the change does, in a few words
 * @property {string} package the npm package it edits
 * @property {string} file the file, inside the package
 * @property {string} fixes what a reader gets from it
 * @property {[string, string]} test the spec file and the title of the test that fails without it
 * @property {string} upstream the issue or pull request whose release retires it
 * @property {string} old the exact text replaced
 * @property {string} new the text put in its place
 */

/** How many times `part` occurs in `text`, overlaps included. */
export function occurrences(text, part) {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1)) count++;
  return count;
}

/**
 * Applies `change` to `text`. Returns the new text and whether it was applied now or found applied;
 * throws, naming the file and the change, when neither holds.
 * @param {string} text
 * @param {Change} change
 * @returns {{text: string, status: 'applied' | 'already applied'}}
 */
export function applyChange(text, change) {
  const where = `${change.package}/${change.file}: "${change.name}"`;
  if (!change.old || change.old.includes(change.new) || change.new.includes(change.old)) {
    // Either string inside the other would make "applied" and "not applied" look alike.
    throw new Error(`${where}: the old and new strings must be non-empty and neither may contain the other`);
  }
  const olds = occurrences(text, change.old);
  const news = occurrences(text, change.new);
  if (olds === 1 && news === 0) return {text: text.replace(change.old, () => change.new), status: 'applied'};
  if (olds === 0 && news === 1) return {text, status: 'already applied'};
  throw new Error(
    `${where}: expected the old string exactly once (found ${olds}) and the new one not at all (found ${news}), ` +
      'or the reverse when already applied. The package changed: check whether it still needs this change ' +
      `(${change.test.join(' › ')}), then update or remove it in patches/.`,
  );
}

/**
 * Applies every change to its file under `nodeModules`; a file is written only when it changed.
 * Each file's changes are all checked before it is written, so a failure leaves it as it was.
 * @param {Change[]} changes
 * @param {string} nodeModules
 * @returns {string[]} one line per change, for the install log
 */
export function applyChanges(changes, nodeModules) {
  const lines = [];
  const files = Map.groupBy(changes, (change) => join(nodeModules, change.package, change.file));
  for (const [path, fileChanges] of files) {
    const original = readFileSync(path, 'utf8');
    let text = original;
    for (const change of fileChanges) {
      const result = applyChange(text, change);
      text = result.text;
      lines.push(`${change.package}/${change.file}: ${change.name}: ${result.status}`);
    }
    if (text !== original) writeFileSync(path, text);
  }
  return lines;
}

/** Every change listed in `patchesDir`'s .mjs files. */
export async function loadChanges(patchesDir) {
  const files = readdirSync(patchesDir).filter((name) => name.endsWith('.mjs')).sort();
  const lists = await Promise.all(files.map(async (name) => (await import(pathToFileURL(join(patchesDir, name)).href)).default));
  return lists.flat();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  try {
    const nodeModules = join(root, 'node_modules');
    const lines = applyChanges(await loadChanges(join(root, 'patches')), nodeModules);
    for (const line of lines) console.log(`patch-dependencies: ${line}`);
    // The bundler's persistent cache knows a package by its version, not its files: a build after
    // a change here (without a fresh install) still bundled the unpatched module. It starts over.
    if (lines.some((line) => line.endsWith(': applied'))) {
      for (const cache of ['rspack', 'webpack']) rmSync(join(nodeModules, '.cache', cache), {recursive: true, force: true});
    }
  } catch (error) {
    console.error(`\npatch-dependencies: FAILED\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
