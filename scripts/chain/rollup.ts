/**
 * The governance contracts the running kernel obeys, read where the kernel reads them: its durable
 * storage, through a Smart Rollup node of the network (ETHERLINK_ROLLUP_NODE_MAINNET). The request
 * is the rollup node's `GET /global/block/head/durable/wasm_2_0_0/value?key=<path>`, which answers
 * the stored bytes as a JSON hex string, or null (src/proto_alpha/lib_sc_rollup_layer2/
 * sc_rollup_services.ml of tezos/tezos-mirror at octez-evm-node-v0.64). The kernel stores each
 * contract as its KT1 address in ASCII (`read_b58_kt1`), under the paths below: kernel_farfadet_r6_su
 * (6.2, storage version 47) reads the /evm/ ones, kernel_latest moved them to /base/ at storage
 * version 54 and the sequencer one to /evm/world_state/ at 58. Only one of each pair exists, so the
 * newer path is asked first.
 *
 * Benefit to readers: the governance pages send votes to the contracts the kernel reads, not to a
 * set that merely exists on layer 1; a set the kernel no longer reads is named within a week.
 * Public Etherlink documentation names no public rollup node, so without the variable the fact is
 * unchecked and the run exits 2, saying which variable to set.
 */
import {contractGenerations, currentContractSet, type ProcessId} from '../../src/data/governance';
import {quote, type SourceClient} from './http';
import {fact, judge, type Outcome} from './model';

export const GOVERNANCE_KEYS: Record<ProcessId, readonly string[]> = {
  slow: ['/base/kernel_governance', '/evm/kernel_governance'],
  fast: ['/base/kernel_security_governance', '/evm/kernel_security_governance'],
  sequencer: ['/evm/world_state/sequencer_governance', '/evm/sequencer_governance'],
};

const PROCESSES: readonly ProcessId[] = ['slow', 'fast', 'sequencer'];

export const durableValuePath = (key: string) => `/global/block/head/durable/wasm_2_0_0/value?key=${encodeURIComponent(key)}`;

export interface KernelGovernance {
  /** The contract each process's key holds, and the key it was read from. */
  contracts: Record<ProcessId, {address?: string; key?: string}>;
  /** The documented set (by introducedBy) whose three contracts the kernel reads, if any. */
  activeSet?: string;
}

async function readKt1(client: SourceClient, keys: readonly string[]): Promise<{address?: string; key?: string}> {
  for (const key of keys) {
    const {body} = await client.getJson<unknown>(durableValuePath(key));
    if (body === null || body === undefined) continue;
    if (typeof body !== 'string' || !/^(?:[0-9a-f]{2}){1,64}$/i.test(body)) throw client.fail(`malformed: answered ${key} with ${quote(body)}, not hex bytes`);
    const address = Buffer.from(body, 'hex').toString('latin1');
    if (!/^KT1[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) throw client.fail(`malformed: ${key} holds ${quote(address)}, not a KT1 address`);
    return {address, key};
  }
  return {};
}

export async function readKernelGovernance(client: SourceClient): Promise<KernelGovernance> {
  const read = await Promise.all(PROCESSES.map((p) => readKt1(client, GOVERNANCE_KEYS[p])));
  const contracts = Object.fromEntries(PROCESSES.map((p, i) => [p, read[i]])) as KernelGovernance['contracts'];
  const active = contractGenerations.find((set) => PROCESSES.every((p) => set[p] === contracts[p].address));
  return {contracts, ...(active ? {activeSet: active.introducedBy} : {})};
}

export async function checkRollup(client: SourceClient): Promise<{outcomes: Outcome[]; governance?: KernelGovernance}> {
  const current = currentContractSet;
  let observed: KernelGovernance | undefined;
  const outcome = await judge(
    client.source.id,
    fact({
      what: 'active governance contract set (the contracts the running kernel reads; the governance pages send votes to them)',
      stated: `kernel ${current.introducedBy} set (${current.slow}, ${current.fast}, ${current.sequencer})`,
      lineValue: `introducedBy: '${current.introducedBy}'`,
      file: 'governance.ts',
      shown: {module: 'governance', token: 'governanceProcesses|governanceProcess|currentContractSet'},
    }),
    async () => {
      const g = (observed = await readKernelGovernance(client));
      const reads = PROCESSES.map((p) => `${p} ${g.contracts[p].address ?? 'nothing'}${g.contracts[p].key ? ` (${g.contracts[p].key})` : ''}`).join('; ');
      const ok = PROCESSES.every((p) => g.contracts[p].address === current[p]);
      return {ok, found: `the kernel reads ${reads}${ok ? '' : `; that is ${g.activeSet ? `the kernel ${g.activeSet} set` : 'no documented set'}`}`};
    },
  );
  return {outcomes: [outcome], ...(observed ? {governance: observed} : {})};
}
