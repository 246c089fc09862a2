/**
 * The tag of tezos/tezos-mirror each Octez tool's manual must be read at, derived from the
 * releases src/data/versions.ts recommends. Readers gain commands checked against the release
 * the page tells them to install, not an older one: the snippet check fails when a manual's tag
 * differs from this (bump a version, then run `npm run manuals`).
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {evmNode, octezRelease} from '../../src/data/versions';

export const MANUAL_REPOSITORY = 'tezos/tezos-mirror';

/** A clone of tezos/tezos-mirror with its tags (a bare clone is enough), for `npm run manuals` and `npm run facts`. */
const mirrorDir = process.env.TEZOS_MIRROR_GIT ?? '/work/.mirror/tezos+tezos-mirror/repo';

export function mirrorGit(...args: string[]): string {
  if (!existsSync(mirrorDir)) throw new Error(`no ${MANUAL_REPOSITORY} clone at ${mirrorDir}: set TEZOS_MIRROR_GIT to its git directory`);
  return execFileSync('git', ['--git-dir', mirrorDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
}

export const manualTags: Record<string, string> = {
  'octez-evm-node': `octez-evm-node-v${evmNode.recommended}`,
  'octez-client': `octez-v${octezRelease}`,
  'octez-smart-rollup-node': `octez-v${octezRelease}`,
  'octez-signer': `octez-v${octezRelease}`,
};
