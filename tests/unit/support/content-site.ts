/** Builds a throw-away site (docs, static files, the repository's real cspell and markdownlint configs) and checks it. */
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {runChecks} from '../../../scripts/content/run';
import type {NetworkValue} from '../../../scripts/content/rules/networkValues';
import type {SourceFact} from '../../../scripts/content/rules/sourceFacts';
import type {Problem, RuleName} from '../../../scripts/content/types';

const repo = join(__dirname, '..', '..', '..');
export const fixture = (name: string) => readFileSync(join(repo, 'tests/unit/fixtures/content', name), 'utf8');

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

export interface SiteOptions {
  /** Doc ids in the sidebar; default: every page outside docs/conrefs. */
  sidebar?: string[];
  rules?: RuleName[];
  networkValues?: NetworkValue[];
  sourceFacts?: SourceFact[];
  only?: string[];
}

export function makeSite(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  for (const config of ['cspell.json', 'project-words.txt', '.markdownlint-cli2.jsonc']) {
    copyFileSync(join(repo, config), join(root, config));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
  return root;
}

export async function checkSite(files: Record<string, string>, options: SiteOptions = {}): Promise<Problem[]> {
  const ids =
    options.sidebar ??
    Object.keys(files)
      .filter((f) => /^docs\/.*\.mdx?$/.test(f) && !f.startsWith('docs/conrefs/'))
      .map((f) => f.replace(/^docs\//, '').replace(/\.mdx?$/, ''));
  const sidebarsSource = `export default {docs: [\n${ids.map((id) => `  '${id}',`).join('\n')}\n]};\n`;
  const root = makeSite({'sidebars.ts': sidebarsSource, ...files});
  const {problems} = await runChecks({
    rootDir: root,
    sidebars: {docs: ids},
    networkValues: options.networkValues ?? [],
    sourceFacts: options.sourceFacts,
    ruleNames: options.rules,
    only: options.only,
  });
  return problems;
}

/** `file:line rule` of each problem: what a test compares. */
export const where = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line} ${p.rule}`);
