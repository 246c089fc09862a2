/**
 * After each build, writes the build's _headers (static/_headers plus the configured services'
 * sources, ./generate.ts) and fails the build, naming the file, hash and line to change, when an
 * inline script of the built HTML is not allowed by its hash. Plugins named in `inlineScriptsOf`
 * get hashes computed here (./plugin-scripts.ts).
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSecurityHeaders} from './check';
import {generateHeadersFile, type CspAdditions} from './generate';
import {pluginScriptSources} from './plugin-scripts';

export interface SecurityHeadersOptions {
  /** What the configured services add to static/_headers' CSP in the build's own _headers. */
  additions: CspAdditions;
  /**
   * Plugins whose inline scripts the CSP allows by hash, computed at build time from their tags
   * (./plugin-scripts.ts): the Google Tag Manager plugin's loader and the early Trusted Types policy.
   */
  inlineScriptsOf?: readonly string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** build/a/b/index.html -> /a/b/ ; build/404.html -> /404.html */
export function routeOf(outDir: string, file: string): string {
  const rel = relative(outDir, file).split(sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Usage in docusaurus.config.ts: `securityHeaders({additions: cspAdditions(env)})`. */
export default function securityHeaders(options: SecurityHeadersOptions) {
  return (context: LoadContext): Plugin => ({
    name: 'security-headers',
    async postBuild({outDir, plugins}) {
      const scriptHashes = await pluginScriptSources(plugins, options.inlineScriptsOf ?? []);
      const additions = {...options.additions, 'script-src': [...(options.additions['script-src'] ?? []), ...scriptHashes]};
      const headersText = generateHeadersFile(await readFile(join(context.siteDir, 'static', '_headers'), 'utf8'), additions);
      await writeFile(join(outDir, '_headers'), headersText);
      const files = await htmlFiles(outDir);
      const pages = await Promise.all(
        files.map(async (file) => ({
          file: relative(outDir, file),
          route: routeOf(outDir, file),
          html: await readFile(file, 'utf8'),
        })),
      );
      const problems = checkSecurityHeaders({headersText, pages});
      if (problems.length > 0) {
        throw new Error(
          `static/_headers does not allow what this build needs (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n` +
            problems.map((p) => `  - ${p}`).join('\n'),
        );
      }
    },
  });
}
