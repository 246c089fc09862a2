/**
 * Network timings that pages quote; kernel and protocol upgrades can change them, and
 * static/img/network/finality-timeline.svg draws the same milestones: update it too.
 */

import {L1_BLOCK_TIME_SECONDS} from './governance';
import {octezSource} from './source';

/**
 * Tezos layer 1 block time in seconds (6 s since the March 2026 protocol upgrade; 8 s before).
 * Re-exported from governance.ts so that the value is written once.
 */
export const layer1BlockTimeSeconds = L1_BLOCK_TIME_SECONDS;

/**
 * Layer 1 blocks that must build on the block holding Etherlink's data before Smart Rollup nodes,
 * and so the `finalized` block tag, count it as final.
 */
export const layer1BlocksToFinality = 2;

/** The values above that the Octez source decides, and where. */
export const timingSources = {
  layer1BlocksToFinality: octezSource('src/lib_smart_rollup_node/node_context_loader.ml', 'block_finality_time of node_ctxt'),
};

/** The sequencer produces at least one Etherlink block this often, even with no transactions. */
export const maxSecondsBetweenBlocks = 6;

/** Under load, the sequencer produces blocks as often as this. */
export const minMillisecondsBetweenBlocks = 500;

/** Typical time until the sequencer confirms that a transaction is in the next block. */
export const instantConfirmationMilliseconds = 50;

/** Refutation period of Tezos Smart Rollups, after which a commitment is cemented. */
export const refutationPeriod = '14 days';

/** Minimum time a transaction stays in the delayed inbox before the kernel can force it. */
export const delayedInboxTimeoutHours = 12;

/** Amount of tez that a call to the delayed bridge contract must carry (anti-spam). */
export const delayedBridgeDepositTez = 1;
