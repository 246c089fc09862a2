/**
 * Every page's "Checked on this page" banner says exactly what the checks cover on that page:
 * the tools whose commands the snippet check held to a manual (its "flags checked" class), the
 * data modules with a `…Sources` map whose values the page shows (the facts test), and the
 * release lists that check:chain compares. A page that any check covers has a banner; a banner
 * claims nothing that no check does.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageBlocks, repoRoot} from '../../scripts/snippets/blocks';
import {SHELL_LANGS, verifyShellBlocks} from '../../scripts/snippets/commands';
import {manuals} from '../../scripts/snippets/manual';
import {manualTags} from '../../scripts/manuals/tags';
import {dataDir} from '../../scripts/facts/modules';
import {claimsOf, dockerVersion, joinAnd, manualTag, releaseOfTag, type CommandTool} from '../../src/components/CheckedAgainst/claims';
import {isSourceMap, type SourceMap} from '../../src/data/source';
import {mainnet, shadownet} from '../../src/data/networks';
import {evmNodeRelease, octezSuiteRelease} from '../../src/data/versions';

const docsDir = join(repoRoot, 'docs');
const componentsDir = join(repoRoot, 'src/components');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pages(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** `import {a, b as c, type D} from '@site/src/<kind>/<name>'` → name → imported names. */
function imports(text: string, kind: 'data' | 'components'): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of text.matchAll(new RegExp(`import\\s+([^;]*?)\\s+from\\s+'@site/src/${kind}/([\\w-]+)(?:/index)?'`, 'g'))) {
    if (/^type\s/.test(m[1])) continue;
    const names = /\{([^}]*)\}/.exec(m[1])?.[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean) ?? [];
    const defaultName = /^(\w+)/.exec(m[1])?.[1];
    found.set(m[2], [...(found.get(m[2]) ?? []), ...names, ...(defaultName ? ['default'] : [])]);
  }
  return found;
}

/** Top-level declarations of a module's source: name → its text. */
function declarations(source: string): Map<string, string> {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const found = new Map<string, string>();
  const heads = [...code.matchAll(/^(?:export\s+)?(?:const|function|let)\s+(\w+)/gm)];
  heads.forEach((m, i) => found.set(m[1], code.slice(m.index, heads[i + 1]?.index ?? code.length)));
  return found;
}

/**
 * The names that show a map's values: the roots of its keys, the names a tied value is computed
 * from (`evmNodeMetrics` for `evmNodeMetricTypes`), and the names whose declaration uses either
 * (`endpointsInGroup` reads `endpoints`).
 */
function showingNames(source: string, roots: Set<string>): Set<string> {
  const decls = declarations(source);
  const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);
  const inputs = new Set([...roots]);
  for (const root of roots) for (const name of decls.keys()) if (name !== root && mentions(decls.get(root) ?? '', name)) inputs.add(name);
  const showing = new Set(inputs);
  for (const [name, text] of decls) if ([...inputs].some((input) => input !== name && mentions(text.replace(/^[^=(]*/, ''), input))) showing.add(name);
  return showing;
}

/** Every data module's `…Sources` map, by export name, with the names that show its values. */
async function sourceMaps(): Promise<Map<string, {module: string; map: SourceMap; roots: Set<string>}>> {
  const maps = new Map<string, {module: string; map: SourceMap; roots: Set<string>}>();
  for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))) {
    const module = file.slice(0, -3);
    const exports = (await import(join(dataDir, file))) as Record<string, unknown>;
    const source = readFileSync(join(dataDir, file), 'utf8');
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Sources') && isSourceMap(value)) {
        const roots = new Set(Object.keys(value).map((k) => k.split('.')[0]));
        maps.set(name, {module, map: value, roots: showingNames(source, roots)});
      }
    }
  }
  return maps;
}

/** The banner's props as the page writes them. */
function banner(text: string): {commands: string[]; facts: string[]; releases: boolean} | null {
  const m = /<CheckedAgainst\b([^>]*)\/>/.exec(text);
  if (!m) return null;
  const list = (prop: string) => (new RegExp(`${prop}=\\{\\[([^\\]]*)\\]\\}`).exec(m[1])?.[1] ?? '').split(',').map((s) => s.trim().replace(/^'|'$/g, '')).filter(Boolean);
  return {commands: list('commands').sort(), facts: list('facts').sort(), releases: /\breleases\b/.test(m[1])};
}

/** Blocks that the snippet check would run on anvil: they are never "flags checked", and running them is another test's job. */
const RUN_URLS = [mainnet.rpcUrl, shadownet.rpcUrl, 'http://localhost:8545', '<AVALANCHE_RPC_URL>'];

/** The tools whose commands on the page the snippet check classes "flags checked against …". */
async function checkedTools(path: string): Promise<string[]> {
  const blocks = (await pageBlocks(path)).filter((b) => SHELL_LANGS.has(b.lang) && !RUN_URLS.some((url) => b.code.includes(url)));
  const tools = new Set<string>();
  for (const report of await verifyShellBlocks(blocks, await pageBlocks(path))) {
    if (report.kind !== 'flags checked' || !report.label) continue;
    for (const part of report.label.replace(/^flags checked against /, '').split(' and ')) {
      const tool = /^(\S+) at /.exec(part)?.[1] ?? (part.startsWith('Docker ') ? 'docker' : /^forge /.test(part) ? 'forge' : part);
      tools.add(tool);
    }
  }
  return [...tools].sort();
}

describe('what a banner claims', () => {
  it('names the tools whose commands were checked, with the tag of their manuals', () => {
    const [claim] = claimsOf({commands: ['octez-client', 'octez-signer']});
    expect(claim.what).toBe('commands and options of octez-client and octez-signer');
    expect(claim.against).toEqual([{name: `Octez ${octezSuiteRelease.version}`, tag: octezSuiteRelease.tag, date: octezSuiteRelease.date}]);
    expect(claimsOf({commands: ['octez-evm-node', 'docker']})[0].against.map((a) => a.name)).toEqual([`octez-evm-node ${evmNodeRelease.version}`, `Docker ${dockerVersion}`]);
  });

  it('names the tags the facts were read at, and says nothing it was not given', () => {
    const map: SourceMap = {x: {repo: 'tezos/tezos-mirror', tag: octezSuiteRelease.tag, file: 'f.ml', symbol: 'x'}, y: {repo: 'tezos/tezos-mirror', tag: evmNodeRelease.tag, file: 'g.ml', symbol: 'y'}};
    const claims = claimsOf({facts: [map]});
    expect(claims).toHaveLength(1);
    expect(claims[0].against.map((a) => a.tag)).toEqual([octezSuiteRelease.tag, evmNodeRelease.tag]);
    expect(claimsOf({})).toEqual([]);
    expect(claimsOf({releases: true}).map((c) => c.what)).toEqual(['the newest kernel and node release, and the node release days, that it shows']);
    expect(() => releaseOfTag('octez-v1.0')).toThrow(/not a release/);
    expect(joinAnd(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('reads each manual at the tag the banner names', () => {
    for (const tool of Object.keys(manualTags) as CommandTool[]) expect(manualTag(tool), tool).toBe(manualTags[tool]);
    expect(manuals.docker.version).toBe(`Docker ${dockerVersion}`);
  });
});

describe('every page', async () => {
  const maps = await sourceMaps();
  const files = pages(docsDir);

  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s: its banner says what the checks cover', async (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const commands = await checkedTools(file);
    // Facts: the maps whose values a name the page imports shows.
    // The maps themselves are the banner's props, not values shown.
    const pageData = new Map([...imports(text, 'data')].map(([module, names]) => [module, names.filter((n) => !n.endsWith('Sources'))]));
    const facts = new Set<string>();
    for (const [name, {module, roots}] of maps) {
      if ((pageData.get(module) ?? []).some((n) => roots.has(n))) facts.add(name);
    }
    // A component the page uses counts the same way, by the names it imports.
    for (const component of imports(text, 'components').keys()) {
      if (component === 'CheckedAgainst') continue;
      const used = imports(readFileSync(join(componentsDir, component, 'index.tsx'), 'utf8'), 'data');
      for (const [name, {module, roots}] of maps) if ((used.get(module) ?? []).some((n) => roots.has(n))) facts.add(name);
    }
    // The lists whose newest versions and node release days check:chain compares (not the announcements).
    const releases = (imports(text, 'components').get('UpgradeList') ?? []).some((n) => ['default', 'UpgradeSummary', 'NodeReleaseTable'].includes(n));
    const expected = {commands, facts: [...facts].sort(), releases};
    const stated = banner(text);
    if (commands.length === 0 && facts.size === 0 && !releases) expect(stated, 'a page no check covers has no banner').toBeNull();
    else expect(stated, 'the banner <CheckedAgainst commands={[…]} facts={[…]} releases />').toEqual(expected);
  }, 60_000);
});
