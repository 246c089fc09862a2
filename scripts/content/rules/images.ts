import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, posix, relative, sep} from 'node:path';
import {decodeOrKeep, isExternal} from '../resolve';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

const IMAGE_DIR = 'static/img';
/** Where an image can be used: pages, components, theme, CSS, config. */
const USAGE_ROOTS = ['docs', 'src', 'plugins', 'docusaurus.config.ts', 'sidebars.ts'];

/** The files under `path` (or `path` itself, a file), node_modules left out. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  const entries = readdirSync(path, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && !e.parentPath.split(sep).includes('node_modules')).map((e) => join(e.parentPath, e.name));
}

/** Images exist and have alt text; every file under static/img is used somewhere. */
export function checkImages(ctx: Context): Problem[] {
  const out: Problem[] = [];
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    for (const image of page.model?.images ?? []) {
      const report = (message: string) => out.push(problem(page.file, image.line, image.column, 'images', message));
      if (!image.alt || !image.alt.trim()) {
        report(`The image "${image.url}" has no alt text. Describe what it shows: ![What the image shows](${image.url || '/img/…'}).`);
      }
      if (!image.url || isExternal(image.url) || image.url.startsWith('data:')) continue;
      const path = decodeOrKeep(image.url.split(/[?#]/)[0]);
      const file = path.startsWith('/') ? join('static', path) : posix.join(posix.dirname(page.file), path);
      if (!existsSync(join(ctx.rootDir, file))) {
        report(`The image "${image.url}" does not exist (looked for ${file}). Put images in static/img/<section>/ and link them as /img/<section>/<name>.`);
      }
    }
  }

  const usage = USAGE_ROOTS.flatMap((root) => filesUnder(join(ctx.rootDir, root)))
    .filter((file) => /\.(mdx?|tsx?|jsx?|css)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  for (const file of filesUnder(join(ctx.rootDir, IMAGE_DIR))) {
    const rel = relative(join(ctx.rootDir, 'static'), file).split(sep).join('/');
    if (!usage.includes(rel)) {
      out.push(problem(`static/${rel}`, 1, 1, 'images', `The image is not used by any page, component or the config. Delete it, or use it.`));
    }
  }
  return out;
}
