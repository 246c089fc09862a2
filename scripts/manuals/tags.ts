/**
 * The tag of tezos/tezos-mirror each Octez tool's manual must be read at, derived from the
 * releases src/data/versions.ts recommends. Readers gain commands checked against the release
 * the page tells them to install, not an older one: the snippet check fails when a manual's tag
 * differs from this (bump a version, then run `npm run manuals`).
 */
import {evmNode, octezRelease} from '../../src/data/versions';

export const MANUAL_REPOSITORY = 'tezos/tezos-mirror';

export const manualTags: Record<string, string> = {
  'octez-evm-node': `octez-evm-node-v${evmNode.recommended}`,
  'octez-client': `octez-v${octezRelease}`,
  'octez-smart-rollup-node': `octez-v${octezRelease}`,
  'octez-signer': `octez-v${octezRelease}`,
};
