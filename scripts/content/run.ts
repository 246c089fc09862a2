import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadPages} from './pages';
import {startSpellChecker} from './spellChecker';
import type {Context} from './context';
import type {NetworkValue} from './rules/networkValues';
import type {Problem, RuleName} from './types';
import {checkMdx} from './rules/mdx';
import {checkFrontMatter} from './rules/frontMatter';
import {checkSidebar} from './rules/sidebar';
import {checkLinks} from './rules/links';
import {checkImages} from './rules/images';
import {checkMarkdownlint} from './rules/markdownlint';
import {checkSpelling} from './rules/spelling';
import {checkTerminology} from './rules/terminology';
import {checkNetworkValues} from './rules/networkValues';
import {checkSourceFacts} from './rules/sourceFacts';
import type {SourceFact} from './rules/sourceFacts';

export const rules: Record<RuleName, (ctx: Context) => Problem[] | Promise<Problem[]>> = {
  mdx: checkMdx,
  'front-matter': checkFrontMatter,
  sidebar: checkSidebar,
  links: checkLinks,
  images: checkImages,
  markdownlint: checkMarkdownlint,
  spelling: checkSpelling,
  terminology: checkTerminology,
  'network-values': checkNetworkValues,
  'source-facts': checkSourceFacts,
};

/**
 * `{/* check-content-disable-line terminology *\/}` at the end of a line, or
 * `{/* check-content-disable-next-line terminology *\/}` on the line before, silences that rule (or, with no
 * rule name, every rule) there: for quoted titles and the like. Give the reason after `--`.
 */
const DISABLE = /check-content-disable-(next-line|line)\b([^*]*)\*\//g;

function disabled(ctx: Context, p: Problem): boolean {
  const lines = ctx.pages.find((candidate) => candidate.file === p.file)?.source.split('\n') ?? [];
  const matches = [
    ...Array.from((lines[p.line - 2] ?? '').matchAll(DISABLE)).filter((m) => m[1] === 'next-line'),
    ...Array.from((lines[p.line - 1] ?? '').matchAll(DISABLE)).filter((m) => m[1] === 'line'),
  ];
  return matches.some((m) => {
    // Rule names come first; anything after `--` is the reason.
    const names = m[2].split('--')[0].split(/[\s,]+/).filter(Boolean);
    return names.length === 0 || names.includes(p.rule);
  });
}

/** CPU time (user + system) since `start`: on a busy machine it says more than the clock. */
const cpuMs = (start: NodeJS.CpuUsage) => {
  const {user, system} = process.cpuUsage(start);
  return Math.round((user + system) / 1000);
};

export interface RunOptions {
  rootDir: string;
  sidebars: Record<string, unknown>;
  /** Relative to rootDir. */
  sidebarsFile?: string;
  networkValues: NetworkValue[];
  sourceFacts?: SourceFact[];
  /** Report only on these repository-relative files (`--changed`); undefined = every page. */
  only?: string[];
  /** Run only these rules; undefined = all. */
  ruleNames?: RuleName[];
  /** Told what the check starts on: a rule, and the page it reads when the rule reads one at a time. */
  onProgress?: (step: {rule: string; file?: string}) => void;
}

export async function runChecks(options: RunOptions): Promise<{problems: Problem[]; pages: number; checked: number; timings: Record<string, number>}> {
  const sidebarsFile = options.sidebarsFile ?? 'sidebars.ts';
  const names = options.ruleNames ?? (Object.keys(rules) as RuleName[]);
  // cspell loads its dictionaries in a worker while this thread parses the pages.
  const spellChecker = names.includes('spelling') ? startSpellChecker(options.rootDir) : undefined;
  const loadStart = process.cpuUsage();
  const pages = loadPages(options.rootDir, (file) => options.onProgress?.({rule: 'parse', file}));
  const loadMs = cpuMs(loadStart);
  const only = options.only ? new Set(options.only) : null;
  const ctx: Context = {
    rootDir: options.rootDir,
    pages,
    inScope: (page) => !only || only.has(page.file),
    sidebars: options.sidebars,
    sidebarsSource: readFileSync(join(options.rootDir, sidebarsFile), 'utf8'),
    sidebarsFile,
    networkValues: options.networkValues,
    sourceFacts: options.sourceFacts,
    spellChecker,
  };
  const problems: Problem[] = [];
  // One after the other: the rules are CPU-bound and the machine may be busy.
  const timings: Record<string, number> = {parse: loadMs};
  try {
    for (const name of names) {
      options.onProgress?.({rule: name});
      ctx.onPage = (file) => options.onProgress?.({rule: name, file});
      const start = process.cpuUsage();
      problems.push(...(await rules[name](ctx)));
      timings[name] = cpuMs(start);
    }
  } finally {
    await spellChecker?.close();
  }
  return {problems: problems.filter((p) => !disabled(ctx, p)), pages: pages.length, checked: pages.filter(ctx.inScope).length, timings};
}
