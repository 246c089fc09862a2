/**
 * Michelson types of the layer-1 contract entrypoints and views the pages call with
 * `octez-client transfer|call … --entrypoint E --arg A` or `octez-client run view V … with input I`.
 * Readers gain an `--arg` that the contract accepts: commands.ts and the governance command test
 * type-check each argument against these with @taquito/michel-codec.
 *
 * The governance contracts and the XTZ bridge helper are in tezos/tezos-mirror: their types are
 * the ones `npm run facts` read from the compiled contracts at the tag (src/data/source/*.json),
 * never a table typed here. The FA token bridge helper and the FA1.2 and FA2 token standards are
 * not in that repository, so their types stay written below, from the standards (TZIP-7, TZIP-12)
 * and the helper's deployed contract.
 */
import bridgingFacts from '../../src/data/source/bridging.json';
import governanceFacts from '../../src/data/source/governance.json';
import {xtzBridgeContracts} from '../../src/data/bridging';
import {currentContractSet, governanceCode, votingKeysContract} from '../../src/data/governance';
import type {ExtractedFact} from '../../src/data/source';

export interface ContractInterface {
  /** The compiled contract the types were read from, and the tag. */
  source: string;
  entrypoints: Record<string, string>;
  views: Record<string, string>;
}

/** Groups the extracted types of one compiled contract by entrypoint and view name. */
export function readInterface(facts: Record<string, ExtractedFact>, file: string): ContractInterface {
  const found = Object.values(facts).filter((f) => f.file === file && typeof f.value === 'string');
  if (found.length === 0) throw new Error(`no type of ${file} was extracted: run npm run facts`);
  const pick = (pattern: RegExp) =>
    Object.fromEntries(found.flatMap((f) => {
      const m = pattern.exec(f.symbol);
      return m ? [[m[1], f.value as string]] : [];
    }));
  return {source: `${file} at ${found[0].tag}`, entrypoints: pick(/^parameter %(\w+)$/), views: pick(/^view "(\w+)"$/)};
}

const kernel = readInterface(governanceFacts, governanceCode.kernel);
const byAddress = new Map<string, ContractInterface>([
  [currentContractSet.slow, kernel],
  [currentContractSet.fast, kernel],
  [currentContractSet.sequencer, readInterface(governanceFacts, governanceCode.sequencer)],
  [votingKeysContract, readInterface(governanceFacts, governanceCode.votingKeys)],
]);
const xtzHelper = readInterface(bridgingFacts, 'etherlink/tezos_contracts/evm_bridge.tz');
for (const c of xtzBridgeContracts.filter((x) => x.id === 'helper')) for (const address of Object.values(c.addresses)) byAddress.set(address, xtzHelper);

/** The entrypoint and view types of a contract the pages call, by address; undefined for one outside tezos/tezos-mirror. */
export function contractInterface(address: string): ContractInterface | undefined {
  return byAddress.get(address);
}

/** Types of the contracts outside tezos/tezos-mirror, by entrypoint (any contract the pages call them on). */
export const standardEntrypointTypes: Record<string, string> = {
  // FA1.2 token standard (TZIP-7): spender, amount.
  approve: 'pair address nat',
  // FA2 token standard (TZIP-12): add_operator or remove_operator, each owner, operator, token id.
  update_operators: 'list (or (pair address (pair address nat)) (pair address (pair address nat)))',
  // The FA token bridge helper: Smart Rollup address, then the receiver and the amount.
  deposit: 'pair address (pair bytes nat)',
};

/** The type of `entrypoint` on `contract`: the extracted one for contracts in tezos/tezos-mirror. */
export function entrypointType(contract: string, entrypoint: string): {type?: string; source: string} {
  const known = contractInterface(contract);
  if (known) return {type: known.entrypoints[entrypoint], source: known.source};
  return {type: standardEntrypointTypes[entrypoint], source: 'the FA1.2, FA2 and FA bridge helper interfaces'};
}
