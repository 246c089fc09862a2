/**
 * Facts Tezos layer 1 can confirm, read through a TzKT-compatible API: the Smart Rollup, the
 * bridge, ticketer, delayed-inbox and governance contracts exist; the governance settings stored in
 * the contracts match what the pages state; and layer 1's block time. Which set is active is not
 * decided here: the kernel decides it, and scripts/chain/rollup.ts reads it from the kernel.
 *
 * Every path and field below is checked against TzKT's source, baking-bad/tzkt at v1.17.2
 * (c572459ea7f7a7c6817b1e2adab32e050a7a5964):
 * - `/v1/contracts/{address}`: Tzkt.Api/Controllers/ContractsController.cs GetByAddress, answering
 *   Tzkt.Api/Models/Accounts/Contract.cs (`address`, `type` "contract", `kind`), or 204 No Content
 *   for an unknown address (Tzkt.Api/Extensions/ControllerBaseExtension.cs Bytes).
 * - `/v1/smart_rollups/{address}`: SmartRollupsController.cs GetSmartRollup, answering
 *   Models/Accounts/SmartRollup.cs (`address`), 204 when unknown.
 * - `/v1/contracts/{address}/storage`: ContractsController.cs GetStorage, the storage as JSON
 *   (Michelson nats as strings); the `config` fields are the governance contracts' own
 *   (etherlink/tezos_contracts/governance in tezos/tezos-mirror).
 * - `/v1/protocols/current`: ProtocolsController.cs, answering Models/Protocol.cs whose
 *   `constants` (Models/ProtocolConstants.cs) hold `timeBetweenBlocks`, the minimum seconds between
 *   blocks, and `smartRollupChallengeWindow`, the blocks during which a commitment can be refuted.
 */
import {networks, type NetworkId} from '../../src/data/networks';
import {bridgeTiming, xtzBridgeContracts} from '../../src/data/bridging';
import {installerConfigs} from '../../src/data/kernelInstaller';
import {delayedInboxContracts} from '../../src/data/developing';
import {layer1BlockTimeSeconds} from '../../src/data/timing';
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
import {quote, type SourceClient} from './http';
import {fact, judge, type FactSpec, type Outcome, type Verdict} from './model';

/** The part of a governance contract's storage (as TzKT renders it: nats as strings) read here. */
export interface GovernanceConfig {
  period_length: string;
  adoption_period_sec: string;
  upvoting_limit: string;
  scale: string;
  proposal_quorum: string;
  promotion_quorum: string;
  promotion_supermajority: string;
  delegation_contract?: string;
}

const PROCESSES: readonly ProcessId[] = ['slow', 'fast', 'sequencer'];

async function contractExists(client: SourceClient, address: string): Promise<{ok: boolean; found: string}> {
  const path = address.startsWith('sr1') ? `/v1/smart_rollups/${address}` : `/v1/contracts/${address}`;
  const {body} = await client.getJson<{address?: string; type?: string; kind?: string}>(path);
  if (!body || body.address !== address) return {ok: false, found: 'not found (TzKT answered no account)'};
  if (address.startsWith('KT1') && body.type !== undefined && body.type !== 'contract') return {ok: false, found: `an account of type ${quote(body.type)}, not a contract`};
  return {ok: true, found: address.startsWith('sr1') ? 'smart rollup found' : `contract found${typeof body.kind === 'string' ? ` (${quote(body.kind)})` : ''}`};
}

/** A stored nat as a number, or a malformed source. */
function nat(client: SourceClient, value: unknown, what: string): number {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw client.fail(`malformed: answered ${what} with ${quote(value)}, not a nat of at most 15 digits`);
  return Number(value);
}

const percent = (client: SourceClient, part: unknown, scale: unknown) => (nat(client, part, 'a quorum') / nat(client, scale, 'a scale')) * 100;

/** The stored config of a governance contract (undefined when TzKT has no such contract or config). */
async function readConfig(client: SourceClient, address: string): Promise<GovernanceConfig | undefined> {
  if (!(await contractExists(client, address)).ok) return undefined;
  const {body} = await client.getJson<{config?: GovernanceConfig}>(`/v1/contracts/${address}/storage`);
  return body && typeof body === 'object' && body.config && typeof body.config === 'object' ? body.config : undefined;
}

const setLabel = (set: ContractSet) => `kernel ${set.introducedBy} set`;

type Check = (spec: FactSpec, verdict: () => Promise<Verdict>) => void;

/** The current protocol's block time, and on Mainnet the refutation period it makes. */
function checkProtocol(client: SourceClient, network: NetworkId, check: Check): void {
  const net = networks[network];
  type Constants = {timeBetweenBlocks?: unknown; smartRollupChallengeWindow?: unknown};
  let constants: Promise<Constants | undefined> | undefined;
  const protocolConstants = () => (constants ??= client.getJson<{constants?: Constants}>('/v1/protocols/current').then(({body}) => body?.constants));
  const whole = (value: unknown, name: string): number => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw client.fail(`malformed: answered /v1/protocols/current with constants.${name} ${quote(value)}`);
    return value;
  };

  check(
    {
      what: `block time of ${net.layer1.name} (timeBetweenBlocks of the current protocol)`,
      stated: `${layer1BlockTimeSeconds} s`,
      lineValue: 'L1_BLOCK_TIME_SECONDS =',
      file: 'governance.ts',
      shown: {module: 'timing', token: 'layer1BlockTimeSeconds'},
    },
    async () => {
      const seconds = whole((await protocolConstants())?.timeBetweenBlocks, 'timeBetweenBlocks');
      return {ok: seconds === layer1BlockTimeSeconds, found: `${seconds} s`};
    },
  );
  // The pages give Mainnet's refutation period (Shadownet's layer 1 may differ).
  if (network !== 'mainnet') return;
  check(
    {
      what: `refutation period of ${net.layer1.name} (smartRollupChallengeWindow times timeBetweenBlocks)`,
      stated: `${bridgeTiming.refutationPeriodDays} days`,
      lineValue: `refutationPeriodDays: ${bridgeTiming.refutationPeriodDays}`,
      file: 'bridging.ts',
      shown: {module: 'bridging', token: 'bridgeTiming'},
    },
    async () => {
      const found = await protocolConstants();
      const blocks = whole(found?.smartRollupChallengeWindow, 'smartRollupChallengeWindow');
      const seconds = whole(found?.timeBetweenBlocks, 'timeBetweenBlocks');
      const days = (blocks * seconds) / 86_400;
      return {ok: days === bridgeTiming.refutationPeriodDays, found: `${blocks} blocks of ${seconds} s, ${Math.round(days * 100) / 100} days`};
    },
  );
}

export async function checkTezos(client: SourceClient, network: NetworkId): Promise<Outcome[]> {
  const net = networks[network];
  const source = client.source.id;
  const jobs: Promise<Outcome>[] = [];
  const check: Check = (spec, verdict) => {
    jobs.push(judge(source, fact(spec), verdict));
  };
  const exists = (what: string, address: string, file: string, module: string, token: string) =>
    check({what: `${what} exists on ${net.layer1.name}`, stated: address, file, shown: {module, token, literal: address}}, () => contractExists(client, address));

  exists(`Smart Rollup of ${net.name}`, net.rollupAddress, 'networks.ts', 'networks', 'rollupAddress');
  for (const c of xtzBridgeContracts) exists(c.name, c.addresses[network], 'bridging.ts', 'bridging', 'xtzBridgeContracts');
  const installer = installerConfigs[network];
  exists('Ticketer (installer setting)', installer.ticketer, 'kernelInstaller.ts', 'kernelInstaller', 'installerConfigs');
  exists('Delayed bridge (installer setting)', installer.delayedBridge, 'kernelInstaller.ts', 'kernelInstaller', 'installerConfigs');
  exists('Delayed inbox contract', delayedInboxContracts[network], 'developing.ts', 'developing', 'delayedInboxContracts');

  checkProtocol(client, network, check);
  if (network !== 'mainnet') return Promise.all(jobs);

  for (const set of contractGenerations) {
    for (const p of PROCESSES) exists(`${p} governance contract of the ${setLabel(set)}`, set[p], 'governance.ts', 'governance', set === currentContractSet ? 'governanceProcesses|governanceProcess|currentContractSet' : 'contractGenerations');
  }
  exists('Voting-key registry', votingKeysContract, 'governance.ts', 'governance', 'votingKeysContract');

  const configs = new Map<string, Promise<GovernanceConfig | undefined>>();
  const configOf = (address: string) => {
    if (!configs.has(address)) configs.set(address, readConfig(client, address));
    return configs.get(address)!;
  };
  const current = currentContractSet;
  const currentShown = {module: 'governance', token: 'governanceProcesses|governanceProcess|currentContractSet'};

  // Settings stored in the current set's contracts, against what the pages state for each process.
  for (const process of governanceProcesses) {
    const id = process.id;
    const config = async () => ({config: await configOf(current[id])});
    const anchors = [`id: '${id}'`];
    const compare = (what: string, stated: number, key: keyof typeof process, read: (c: GovernanceConfig) => number) =>
      check({what: `${what} of the ${id} governance contract (${setLabel(current)})`, stated: `${stated}%`, lineValue: `${String(key)}: ${stated}`, file: 'governance.ts', anchors, shown: currentShown}, async () => {
        const c = await config();
        if (!c?.config) return {ok: false, found: `no config stored at ${current[id]}`};
        const found = read(c.config);
        return {ok: Math.abs(found - stated) < 1e-9, found: `${found}%`};
      });
    compare('Proposal quorum', process.proposalQuorumPercent, 'proposalQuorumPercent', (c) => percent(client, c.proposal_quorum, c.scale));
    compare('Promotion quorum', process.promotionQuorumPercent, 'promotionQuorumPercent', (c) => percent(client, c.promotion_quorum, c.scale));
    compare('Supermajority', process.supermajorityPercent, 'supermajorityPercent', (c) => percent(client, c.promotion_supermajority, c.scale));
    check({what: `upvoting limit of the ${id} governance contract (${setLabel(current)})`, stated: maxUpvotesPerProposalPeriod, lineValue: `maxUpvotesPerProposalPeriod = ${maxUpvotesPerProposalPeriod}`, file: 'governance.ts', shown: {module: 'governance', token: 'maxUpvotesPerProposalPeriod'}}, async () => {
      const c = await config();
      if (!c?.config) return {ok: false, found: `no config stored at ${current[id]}`};
      const limit = nat(client, c.config.upvoting_limit, 'upvoting_limit');
      return {ok: limit === maxUpvotesPerProposalPeriod, found: String(limit)};
    });
    check({what: `voting-key registry of the ${id} governance contract (${setLabel(current)})`, stated: votingKeysContract, file: 'governance.ts', shown: {module: 'governance', token: 'votingKeysContract', literal: votingKeysContract}}, async () => {
      const c = await config();
      if (!c?.config) return {ok: false, found: `no config stored at ${current[id]}`};
      if (c.config.delegation_contract === undefined) return {ok: false, found: 'no delegation_contract in the stored config'};
      return {ok: c.config.delegation_contract === votingKeysContract, found: quote(c.config.delegation_contract)};
    });
  }

  // Period lengths and Cooldowns, for the sets whose periods the pages document.
  for (const set of contractGenerations) {
    if (!set.periods) continue;
    const periodsConst = /periods:\s*(\w+)/.exec(lineText('governance.ts', 'periods:', [`introducedBy: '${set.introducedBy}'`]))?.[1] ?? 'periods';
    for (const id of PROCESSES) {
      const documented = set.periods[id];
      const anchors = [`const ${periodsConst}`, `${id}: {`];
      const stored = () => configOf(set[id]);
      const shown = {module: 'governance', token: set === current ? 'currentContractSet' : 'contractGenerations'};
      check({what: `period length (blocks) of the ${id} contract of the ${setLabel(set)}`, stated: documented.proposalBlocks, file: 'governance.ts', anchors: [...anchors, 'proposalBlocks'], shown}, async () => {
        const c = await stored();
        if (!c) return {ok: false, found: `no config stored at ${set[id]}`};
        const length = nat(client, c.period_length, 'period_length');
        return {ok: length === documented.proposalBlocks && documented.promotionBlocks === documented.proposalBlocks, found: String(length)};
      });
      check({what: `Cooldown (seconds) of the ${id} contract of the ${setLabel(set)}`, stated: documented.cooldownSeconds, lineValue: 'cooldownSeconds', file: 'governance.ts', anchors, shown}, async () => {
        const c = await stored();
        if (!c) return {ok: false, found: `no config stored at ${set[id]}`};
        const cooldown = nat(client, c.adoption_period_sec, 'adoption_period_sec');
        return {ok: cooldown === documented.cooldownSeconds, found: String(cooldown)};
      });
    }
  }

  return Promise.all(jobs);
}
