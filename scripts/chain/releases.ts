/**
 * The versions the pages name against the latest published ones, through the GitLab API of the
 * Octez project (RELEASES_API, default from src/data/versions.ts):
 * - `GET {RELEASES_API}/releases?per_page=100`: GitLab releases JSON, newest first
 *   (`[{tag_name, name, released_at, upcoming_release}]`); EVM node releases are the tags
 *   `octez-evm-node-vX.Y` (release candidates `-rcN` and `-preN` are not releases).
 * - `GET {RELEASES_API}/repository/files/etherlink%2FCHANGES_KERNEL.md/raw?ref=master`: the kernel
 *   changelog (Markdown); each published kernel has a `## Version X.Y` heading (`## Version NEXT`
 *   is unreleased). Kernels are not GitLab releases, so the changelog is where they are published.
 */
import {evmNode} from '../../src/data/versions';
import {compareVersions, kernelUpgrades} from '../../src/data/upgrades';
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
    const version = EVM_NODE_TAG.exec(r.tag_name)?.[1];
    if (!version || r.upcoming_release) continue;
    if (!best || compareVersions(version, best.version) > 0) best = {version, releasedAt: r.released_at};
  }
  return best;
}

/** Newest `## Version X.Y` of the kernel changelog. */
export function latestKernel(changelog: string): string | undefined {
  const versions = [...changelog.matchAll(/^## Version (\d+(?:\.\d+)+)\b/gm)].map((m) => m[1]);
  return versions.sort(compareVersions).at(-1);
}

export const KERNEL_CHANGELOG_PATH = '/repository/files/etherlink%2FCHANGES_KERNEL.md/raw?ref=master';

/** A version stated in src/data/{module}.ts on the line holding `line`. */
function versionFact(what: string, stated: string, line: string, module: string, token: string) {
  return fact({what, stated, lineValue: line, file: `${module}.ts`, shown: {module, token}});
}

export async function checkReleases(client: SourceClient): Promise<Outcome[]> {
  const source = client.source.id;
  const newest = kernelUpgrades[0];
  return Promise.all([
    judge(
      source,
      versionFact('recommended octez-evm-node release', evmNode.recommended, `recommended: '${evmNode.recommended}'`, 'versions', 'recommended'),
      async () => {
        const {body} = await client.getJson<GitlabRelease[]>('/releases?per_page=100');
        if (!Array.isArray(body)) throw client.fail('answered /releases with something other than a list of releases');
        const latest = latestEvmNode(body);
        if (!latest) return {ok: false, found: `no octez-evm-node-vX.Y release among the ${body.length} newest releases`};
        const newer = compareVersions(latest.version, evmNode.recommended) > 0;
        return {ok: !newer, found: `latest published ${latest.version}${latest.releasedAt ? ` (${latest.releasedAt.slice(0, 10)})` : ''}`};
      },
    ),
    judge(
      source,
      versionFact('newest kernel the upgrade pages describe', newest.version, `version: '${newest.version}'`, 'upgrades', 'kernelUpgrades'),
      async () => {
        const answer = await client.get(KERNEL_CHANGELOG_PATH);
        const latest = latestKernel(answer.text);
        if (!latest) throw client.fail('answered the kernel changelog without any "## Version X.Y" heading');
        return {ok: compareVersions(latest, newest.version) <= 0, found: `latest in the kernel changelog ${latest}`};
      },
    ),
  ]);
}
