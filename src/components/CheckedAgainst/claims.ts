/**
 * What a page's banner may say was checked, and against what: each claim is one check that runs
 * on the page. tests/unit/checked-against.test.ts derives the claims of every page from the checks
 * themselves (the snippet check's classes, the data the page imports) and fails when a banner
 * says more or less, so a banner never reads as if the whole page were verified.
 */
import type {SourceMap} from '@site/src/data/source';
import {evmNodeRelease, octezSuiteRelease, type SourceRelease} from '@site/src/data/versions';

/** Tools whose commands `npm run check:snippets` checks against a manual (class "flags checked"). */
export type CommandTool = 'octez-evm-node' | 'octez-client' | 'octez-smart-rollup-node' | 'octez-signer' | 'docker';

/** The Docker release whose `docker run --help` scripts/snippets/manuals/docker.json records. */
export const dockerVersion = '28.2.2';

export interface Checks {
  /** Tools whose commands on the page the snippet check held to their manual. */
  commands?: readonly CommandTool[];
  /** `…Sources` maps of the data modules whose source-decided values the page shows (the facts test). */
  facts?: readonly SourceMap[];
  /** The page shows the newest releases or node release days, which `npm run check:chain` compares with GitLab. */
  releases?: boolean;
}

/** A release something was checked against, as the banner names it. */
export interface Against {
  /** `octez-evm-node 0.64` */
  name: string;
  tag?: string;
  /** Release day (YYYY-MM-DD). */
  date?: string;
}

export interface Claim {
  /** What was checked: `commands and options of octez-client and octez-signer`. */
  what: string;
  /** How: `against their manuals at`. */
  how: string;
  against: Against[];
}

const byTag: Record<string, {name: string; release: SourceRelease}> = {
  [evmNodeRelease.tag]: {name: 'octez-evm-node', release: evmNodeRelease},
  [octezSuiteRelease.tag]: {name: 'Octez', release: octezSuiteRelease},
};

/** The release of a tag of tezos/tezos-mirror that versions.ts names. */
export function releaseOfTag(tag: string): Against {
  const known = byTag[tag];
  if (!known) throw new Error(`${tag} is not a release that src/data/versions.ts names`);
  return {name: `${known.name} ${known.release.version}`, tag, date: known.release.date};
}

/** The tag of tezos/tezos-mirror at which a tool's manual is read, or none for docker. */
export function manualTag(tool: CommandTool): string | undefined {
  if (tool === 'docker') return undefined;
  return tool === 'octez-evm-node' ? evmNodeRelease.tag : octezSuiteRelease.tag;
}

/** `a`, `a and b`, `a, b and c`. */
export function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The claims of a banner, in a fixed order: commands, facts, releases. */
export function claimsOf(checks: Checks): Claim[] {
  const claims: Claim[] = [];
  const tools = unique(checks.commands ?? []);
  if (tools.length > 0) {
    const tags = unique(tools.map(manualTag).filter((t): t is string => t !== undefined));
    const against = tags.map(releaseOfTag);
    if (tools.includes('docker')) against.push({name: `Docker ${dockerVersion}`});
    claims.push({
      what: `commands and options of ${joinAnd(tools)}`,
      how: tools.length > 1 ? 'against the manuals of the tools at' : 'against the manual of the tool at',
      against,
    });
  }
  const maps = checks.facts ?? [];
  if (maps.length > 0) {
    const tags = unique(maps.flatMap((map) => Object.values(map).map((ref) => ref.tag)));
    claims.push({
      what: 'the defaults, constants, lists and versions it shows that the tools’ source decides',
      how: 'against that source at',
      against: tags.map(releaseOfTag),
    });
  }
  if (checks.releases) {
    claims.push({
      what: 'the newest kernel and node release, and the node release days, that it shows',
      how: 'every week, against',
      against: [{name: 'the Octez releases and the kernel changelog on GitLab'}],
    });
  }
  return claims;
}
