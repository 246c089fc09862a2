/**
 * Facts Tezos layer 1 can confirm, read through a TzKT-compatible API: the Smart Rollup, the
 * bridge, ticketer, delayed-inbox and governance contracts exist; the governance set the pages
 * target is the active one; and the stored governance settings match what the pages state.
 *
 * "Active" follows the contracts' own rule (etherlink/tezos_contracts/governance, voting.mligo:
 * get_period_index): a contract computes its current period from `config.started_at_level` and
 * `config.period_length`, and fails every vote while the head level is below `started_at_level`.
 * So the active set is the newest one whose three contracts have started; a vote the pages send to
 * a set that has not started is rejected on layer 1.
 */
import {networks, type NetworkId} from '../../src/data/networks';
import {xtzBridgeContracts} from '../../src/data/bridging';
import {installerConfigs} from '../../src/data/kernelInstaller';
import {delayedInboxContracts} from '../../src/data/developing';
import {
  contractGenerations,
  currentContractSet,
  governanceProcesses,
  maxUpvotesPerProposalPeriod,
  votingKeysContract,
  type ContractSet,
  type ProcessId,
} from '../../src/data/governance';
import {lineText} from './locate';
import type {SourceClient} from './http';
import {fact, judge, type Outcome} from './model';

/** The part of a governance contract's storage (as TzKT renders it: nats as strings) read here. */
export interface GovernanceConfig {
  started_at_level: string;
  period_length: string;
  adoption_period_sec: string;
  upvoting_limit: string;
  scale: string;
  proposal_quorum: string;
  promotion_quorum: string;
  promotion_supermajority: string;
  delegation_contract?: string;
}

export interface ContractState {
  address: string;
  exists: boolean;
  config?: GovernanceConfig;
  /** Current period index at the head level, when the contract has started. */
  periodIndex?: number;
}

export interface SetState {
  introducedBy: string;
  contracts: Record<ProcessId, ContractState>;
  hasCurrentPeriod: boolean;
}

export interface GovernanceObservation {
  headLevel: number;
  sets: SetState[];
  activeSet?: string;
}

const PROCESSES: readonly ProcessId[] = ['slow', 'fast', 'sequencer'];

async function contractExists(client: SourceClient, address: string): Promise<{ok: boolean; found: string}> {
  const path = address.startsWith('sr1') ? `/v1/smart_rollups/${address}` : `/v1/contracts/${address}`;
  const {body} = await client.getJson<{address?: string; type?: string; kind?: string}>(path);
  if (!body || body.address !== address) return {ok: false, found: 'not found (TzKT answered no account)'};
  if (address.startsWith('KT1') && body.type !== undefined && body.type !== 'contract') return {ok: false, found: `an account of type "${body.type}", not a contract`};
  return {ok: true, found: address.startsWith('sr1') ? 'smart rollup found' : `contract found${body.kind ? ` (${body.kind})` : ''}`};
}

const percent = (part: string, scale: string) => (Number(part) / Number(scale)) * 100;

async function readState(client: SourceClient, address: string, headLevel: number): Promise<ContractState> {
  const exists = (await contractExists(client, address)).ok;
  if (!exists) return {address, exists};
  const {body} = await client.getJson<{config?: GovernanceConfig}>(`/v1/contracts/${address}/storage`);
  const config = body?.config;
  if (!config || config.started_at_level === undefined || config.period_length === undefined) return {address, exists};
  const start = Number(config.started_at_level);
  const periodIndex = headLevel >= start ? Math.floor((headLevel - start) / Number(config.period_length)) : undefined;
  return {address, exists, config, periodIndex};
}

async function observeGovernance(client: SourceClient): Promise<GovernanceObservation> {
  const head = await client.getJson<{level?: number}>('/v1/head');
  const headLevel = Number(head.body?.level);
  if (!Number.isInteger(headLevel)) throw client.fail('answered /v1/head without a level');
  const sets = await Promise.all(
    contractGenerations.map(async (set): Promise<SetState> => {
      const states = await Promise.all(PROCESSES.map((p) => readState(client, set[p], headLevel)));
      const contracts = Object.fromEntries(PROCESSES.map((p, i) => [p, states[i]])) as Record<ProcessId, ContractState>;
      return {introducedBy: set.introducedBy, contracts, hasCurrentPeriod: states.every((s) => s.periodIndex !== undefined)};
    }),
  );
  const active = [...sets].reverse().find((s) => s.hasCurrentPeriod);
  return {headLevel, sets, activeSet: active?.introducedBy};
}

function describeSet(set: SetState | undefined, headLevel: number): string {
  if (!set) return 'no contract set';
  const parts = PROCESSES.map((p) => {
    const c = set.contracts[p];
    if (!c.exists) return `${p} ${c.address} missing`;
    if (!c.config) return `${p} ${c.address} has no config in its storage`;
    if (c.periodIndex === undefined) return `${p} starts at level ${c.config.started_at_level}, after head level ${headLevel}`;
    return `${p} in period ${c.periodIndex}`;
  });
  return parts.join('; ');
}

const setLabel = (set: ContractSet) => `kernel ${set.introducedBy} set`;

export async function checkTezos(client: SourceClient, network: NetworkId): Promise<{outcomes: Outcome[]; governance?: GovernanceObservation}> {
  const net = networks[network];
  const source = client.source.id;
  const jobs: Promise<Outcome>[] = [];
  const exists = (what: string, address: string, file: string, module: string, token: string) =>
    jobs.push(
      judge(source, fact({what: `${what} exists on ${net.layer1.name}`, stated: address, file, shown: {module, token, literal: address}}), () =>
        contractExists(client, address),
      ),
    );

  exists(`Smart Rollup of ${net.name}`, net.rollupAddress, 'networks.ts', 'networks', 'rollupAddress');
  for (const c of xtzBridgeContracts) exists(c.name, c.addresses[network], 'bridging.ts', 'bridging', 'xtzBridgeContracts');
  const installer = installerConfigs[network];
  exists('Ticketer (installer setting)', installer.ticketer, 'kernelInstaller.ts', 'kernelInstaller', 'installerConfigs');
  exists('Delayed bridge (installer setting)', installer.delayedBridge, 'kernelInstaller.ts', 'kernelInstaller', 'installerConfigs');
  exists('Delayed inbox contract', delayedInboxContracts[network], 'developing.ts', 'developing', 'delayedInboxContracts');

  if (network !== 'mainnet') return {outcomes: await Promise.all(jobs)};

  for (const set of contractGenerations) {
    for (const p of PROCESSES) exists(`${p} governance contract of the ${setLabel(set)}`, set[p], 'governance.ts', 'governance', set === currentContractSet ? 'governanceProcesses|governanceProcess|currentContractSet' : 'contractGenerations');
  }
  exists('Voting-key registry', votingKeysContract, 'governance.ts', 'governance', 'votingKeysContract');

  let observed: GovernanceObservation | undefined;
  const observation = observeGovernance(client).then((o) => (observed = o));
  const current = currentContractSet;
  const currentShown = {module: 'governance', token: 'governanceProcesses|governanceProcess|currentContractSet'};

  jobs.push(
    judge(
      source,
      fact({
        what: 'active governance contract set (the one the governance pages send votes to)',
        stated: `${setLabel(current)} (${current.slow}, ${current.fast}, ${current.sequencer})`,
        lineValue: `introducedBy: '${current.introducedBy}'`,
        file: 'governance.ts',
        shown: currentShown,
      }),
      async () => {
        const o = await observation;
        const mine = o.sets.find((s) => s.introducedBy === current.introducedBy);
        if (o.activeSet === current.introducedBy) return {ok: true, found: `${setLabel(current)} is active at level ${o.headLevel}: ${describeSet(mine, o.headLevel)}`};
        const active = o.sets.find((s) => s.introducedBy === o.activeSet);
        return {
          ok: false,
          found: `the ${setLabel(current)} has no current period (${describeSet(mine, o.headLevel)}); the active set is ${active ? `kernel ${active.introducedBy}` : 'none'}`,
        };
      },
    ),
  );

  // Settings stored in the current set's contracts, against what the pages state for each process.
  for (const process of governanceProcesses) {
    const id = process.id;
    const config = async () => {
      const o = await observation;
      return o.sets.find((s) => s.introducedBy === current.introducedBy)?.contracts[id];
    };
    const anchors = [`id: '${id}'`];
    const compare = (what: string, stated: number, key: keyof typeof process, read: (c: GovernanceConfig) => number) =>
      jobs.push(
        judge(
          source,
          fact({what: `${what} of the ${id} governance contract (${setLabel(current)})`, stated: `${stated}%`, lineValue: `${String(key)}: ${stated}`, file: 'governance.ts', anchors, shown: currentShown}),
          async () => {
            const c = await config();
            if (!c?.config) return {ok: false, found: `no config stored at ${current[id]}`};
            const found = read(c.config);
            return {ok: Math.abs(found - stated) < 1e-9, found: `${found}%`};
          },
        ),
      );
    compare('Proposal quorum', process.proposalQuorumPercent, 'proposalQuorumPercent', (c) => percent(c.proposal_quorum, c.scale));
    compare('Promotion quorum', process.promotionQuorumPercent, 'promotionQuorumPercent', (c) => percent(c.promotion_quorum, c.scale));
    compare('Supermajority', process.supermajorityPercent, 'supermajorityPercent', (c) => percent(c.promotion_supermajority, c.scale));
    jobs.push(
      judge(
        source,
        fact({what: `upvoting limit of the ${id} governance contract (${setLabel(current)})`, stated: maxUpvotesPerProposalPeriod, lineValue: `maxUpvotesPerProposalPeriod = ${maxUpvotesPerProposalPeriod}`, file: 'governance.ts', shown: {module: 'governance', token: 'maxUpvotesPerProposalPeriod'}}),
        async () => {
          const c = await config();
          if (!c?.config) return {ok: false, found: `no config stored at ${current[id]}`};
          return {ok: Number(c.config.upvoting_limit) === maxUpvotesPerProposalPeriod, found: c.config.upvoting_limit};
        },
      ),
      judge(
        source,
        fact({what: `voting-key registry of the ${id} governance contract (${setLabel(current)})`, stated: votingKeysContract, file: 'governance.ts', shown: {module: 'governance', token: 'votingKeysContract', literal: votingKeysContract}}),
        async () => {
          const c = await config();
          if (!c?.config) return {ok: false, found: `no config stored at ${current[id]}`};
          if (c.config.delegation_contract === undefined) return {ok: false, found: 'no delegation_contract in the stored config'};
          return {ok: c.config.delegation_contract === votingKeysContract, found: c.config.delegation_contract};
        },
      ),
    );
  }

  // Period lengths and Cooldowns, for the sets whose periods the pages document.
  for (const set of contractGenerations) {
    if (!set.periods) continue;
    const periodsConst = /periods:\s*(\w+)/.exec(lineText('governance.ts', 'periods:', [`introducedBy: '${set.introducedBy}'`]))?.[1] ?? 'periods';
    for (const id of PROCESSES) {
      const documented = set.periods[id];
      const anchors = [`const ${periodsConst}`, `${id}: {`];
      const stored = async () => (await observation).sets.find((s) => s.introducedBy === set.introducedBy)?.contracts[id].config;
      const shown = {module: 'governance', token: set === current ? 'currentContractSet' : 'contractGenerations'};
      jobs.push(
        judge(
          source,
          fact({what: `period length (blocks) of the ${id} contract of the ${setLabel(set)}`, stated: documented.proposalBlocks, file: 'governance.ts', anchors: [...anchors, 'proposalBlocks'], shown}),
          async () => {
            const c = await stored();
            return c ? {ok: Number(c.period_length) === documented.proposalBlocks && documented.promotionBlocks === documented.proposalBlocks, found: c.period_length} : {ok: false, found: `no config stored at ${set[id]}`};
          },
        ),
        judge(
          source,
          fact({what: `Cooldown (seconds) of the ${id} contract of the ${setLabel(set)}`, stated: documented.cooldownSeconds, lineValue: 'cooldownSeconds', file: 'governance.ts', anchors, shown}),
          async () => {
            const c = await stored();
            return c ? {ok: Number(c.adoption_period_sec) === documented.cooldownSeconds, found: c.adoption_period_sec} : {ok: false, found: `no config stored at ${set[id]}`};
          },
        ),
      );
    }
  }

  const outcomes = await Promise.all(jobs);
  await observation.catch(() => undefined);
  return {outcomes, governance: observed};
}
