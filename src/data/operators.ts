/**
 * Who operates Etherlink Mainnet today (/network/operators). Sequencer governance and new rollup
 * node operators change it: check against the governance results and the rollup's bond holders.
 */

export interface Organization {
  name: string;
  url: string;
}

/** Organizations that run Mainnet Smart Rollup nodes in operator mode (posting commitments). */
export const smartRollupOperators: readonly Organization[] = [
  {name: 'The Tezos Foundation', url: 'https://tezos.foundation/'},
  {name: 'Zeeve', url: 'https://www.zeeve.io'},
  {name: 'Exaion', url: 'https://www.exaion.com/'},
];

export interface SequencerOperator {
  name: string;
  /** Etherlink Mainnet account that receives the data availability fees. */
  address: `0x${string}`;
  technicalPartners: readonly string[];
}

export const sequencerOperator: SequencerOperator = {
  name: 'Optimistic Labs',
  address: '0x3b1885eec759c22c878e12c84fac33b3b9d153e4',
  technicalPartners: ['Nomadic Labs', 'TriliTech'],
};
