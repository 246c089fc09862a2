/**
 * The versions the pages name against the latest published ones, through the GitLab API of the
 * Octez project (RELEASES_API, default from src/data/versions.ts):
 * - `GET {RELEASES_API}/releases?per_page=100`: GitLab releases JSON, newest first
 *   (`[{tag_name, name, released_at, upcoming_release}]`); EVM node releases are the tags
 *   `octez-evm-node-vX.Y` (release candidates `-rcN` and `-preN` are not releases).
 * - `GET {RELEASES_API}/repository/files/etherlink%2FCHANGES_KERNEL.md/raw?ref=master`: the kernel
 *   changelog (Markdown). Kernels are not GitLab releases, so the changelog is where they are
 *   published. Its headings, as etherlink/CHANGES_KERNEL.md has them at octez-evm-node-v0.64
 *   (tests/unit/fixtures/chain/CHANGES_KERNEL.headings.md): a major per `## Version 6 (Farfadet)`
 *   or `## Etherlink 5 (Ebisu)`, its releases below as `### 6.2 (4d6762e)` (sometimes `####`),
 *   a major without release headings is its X.0, and `## Unreleased` holds what is not out yet.
 */
import {evmNode} from '../../src/data/versions';
import {compareVersions, evmNodeReleases, kernelUpgrades} from '../../src/data/upgrades';
import type {SourceClient} from './http';
import {fact, judge, type Outcome} from './model';

export interface GitlabRelease {
  tag_name: string;
  name?: string;
  released_at?: string;
  upcoming_release?: boolean;
}

const EVM_NODE_TAG = /^octez-evm-node-v(\d+\.\d+)$/;

/** Newest `octez-evm-node-vX.Y` release that is out (not upcoming). */
export function latestEvmNode(releases: readonly GitlabRelease[]): {version: string; releasedAt?: string} | undefined {
  let best: {version: string; releasedAt?: string} | undefined;
  for (const r of releases) {
    const version = typeof r?.tag_name === 'string' ? EVM_NODE_TAG.exec(r.tag_name)?.[1] : undefined;
    if (!version || r.upcoming_release) continue;
    const releasedAt = typeof r.released_at === 'string' && /^\d{4}-\d{2}-\d{2}/.test(r.released_at) ? r.released_at : undefined;
    if (!best || compareVersions(version, best.version) > 0) best = {version, releasedAt};
  }
  return best;
}

export interface KernelRelease {
  version: string;
  /** Short commit hash the heading names, when it names one. */
  commit?: string;
  /** Major's name: Farfadet. */
  name?: string;
}

const MAJOR = /^##\s+(?:Version|Etherlink)\s+(\d+)(?:\s+\(([^)]*)\))?\s*$/;
const MINOR = /^#{2,4}\s+(?:Version\s+)?(\d+\.\d+)\s*(?:\(([0-9a-f]{7,40})\))?/;
const UNRELEASED = /^##\s+(?:Unreleased|Version NEXT)\b/i;

/**
 * Every released kernel the changelog's headings name, in the order they appear. Lines that are
 * not headings are skipped, so a release note cannot pass for a release.
 */
export function kernelReleases(changelog: string): KernelRelease[] {
  const releases: KernelRelease[] = [];
  let major: {number: string; name?: string; releases: number} | undefined;
  let unreleased = false;
  const closeMajor = () => {
    if (major && major.releases === 0) releases.push({version: `${major.number}.0`, ...(major.name ? {name: major.name} : {})});
    major = undefined;
  };
  for (const line of changelog.split('\n')) {
    if (!line.startsWith('##')) continue;
    if (/^##\s/.test(line)) {
      closeMajor();
      unreleased = UNRELEASED.test(line);
      const m = MAJOR.exec(line);
      if (m) {
        major = {number: m[1], name: m[2]?.trim() || undefined, releases: 0};
        continue;
      }
    }
    if (unreleased) continue;
    const m = MINOR.exec(line);
    if (!m) continue;
    // A "### 6.2" heading belongs to its major; a stray number under another major is not a release.
    if (major && m[1].split('.')[0] !== major.number) continue;
    if (major) major.releases++;
    releases.push({version: m[1], ...(m[2] ? {commit: m[2]} : {}), ...(major?.name ? {name: major.name} : {})});
  }
  closeMajor();
  return releases;
}

/** Newest released kernel of the changelog. */
export function latestKernel(changelog: string): string | undefined {
  return kernelReleases(changelog)
    .map((r) => r.version)
    .sort(compareVersions)
    .at(-1);
}

/** The release whose heading names a prefix of `commit` (tez_kernelVersion answers the full hash). */
export function kernelForCommit(releases: readonly KernelRelease[], commit: string): KernelRelease | undefined {
  const full = commit.toLowerCase();
  return releases.find((r) => r.commit !== undefined && full.startsWith(r.commit.toLowerCase()));
}

/** `## Version 0.64 (2026-07-30)` headings of etherlink/CHANGES_NODE.md, newest first (0.10 is spelled `## Verson` there). */
export function nodeReleases(changelog: string): {version: string; date: string}[] {
  return [...changelog.matchAll(/^## Versi?on (\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)\s*$/gm)].map((m) => ({version: m[1], date: m[2]}));
}

export const KERNEL_CHANGELOG_PATH = '/repository/files/etherlink%2FCHANGES_KERNEL.md/raw?ref=master';
export const NODE_CHANGELOG_PATH = '/repository/files/etherlink%2FCHANGES_NODE.md/raw?ref=master';

/** The kernel releases of the changelog the releases source serves (one request, shared). */
export async function fetchKernelReleases(client: SourceClient): Promise<KernelRelease[]> {
  const releases = kernelReleases((await client.get(KERNEL_CHANGELOG_PATH)).text);
  if (releases.length === 0) throw client.fail('malformed: answered the kernel changelog without any release heading');
  return releases;
}

/** A version stated in src/data/{module}.ts on the line holding `line`. */
function versionFact(what: string, stated: string, line: string, module: string, token: string) {
  return fact({what, stated, lineValue: line, file: `${module}.ts`, shown: {module, token}});
}

export async function checkReleases(client: SourceClient): Promise<Outcome[]> {
  const source = client.source.id;
  const newest = kernelUpgrades[0];
  const nodeChangelog = client.get(NODE_CHANGELOG_PATH).then((a) => nodeReleases(a.text));
  nodeChangelog.catch(() => undefined);
  return Promise.all([
    ...evmNodeReleases.map((r) =>
      judge(source, fact({what: `release day of octez-evm-node ${r.version}`, stated: r.date, file: 'upgrades.ts', anchors: [`version: '${r.version}'`], shown: {module: 'upgrades', token: 'evmNodeReleases'}}), async () => {
        const found = (await nodeChangelog).find((n) => n.version === r.version);
        return found ? {ok: found.date === r.date, found: `${found.date} in the node changelog`} : {ok: false, found: 'no "## Version X.Y (date)" heading for it in the node changelog'};
      }),
    ),
    judge(source, versionFact('recommended octez-evm-node release', evmNode.recommended, `recommended: '${evmNode.recommended}'`, 'versions', 'recommended'), async () => {
      const {body} = await client.getJson<GitlabRelease[]>('/releases?per_page=100');
      if (!Array.isArray(body)) throw client.fail('answered /releases with something other than a list of releases');
      const latest = latestEvmNode(body);
      if (!latest) return {ok: false, found: `no octez-evm-node-vX.Y release among the ${body.length} newest releases`};
      const newer = compareVersions(latest.version, evmNode.recommended) > 0;
      return {ok: !newer, found: `latest published ${latest.version}${latest.releasedAt ? ` (${latest.releasedAt.slice(0, 10)})` : ''}`};
    }),
    judge(source, versionFact('newest kernel the upgrade pages describe', newest.version, `version: '${newest.version}'`, 'upgrades', 'kernelUpgrades'), async () => {
      const latest = (await fetchKernelReleases(client))
        .map((r) => r.version)
        .sort(compareVersions)
        .at(-1)!;
      return {ok: compareVersions(latest, newest.version) <= 0, found: `latest in the kernel changelog ${latest}`};
    }),
  ]);
}
