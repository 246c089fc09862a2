/**
 * npm run check:chain against local fakes (tests/unit/fixtures/chain/fakes.ts) on 127.0.0.1:
 * every fact confirmed by default, and each planted drift (wrong chain ID of the RPC or the relay,
 * an address with no code, a kernel that reads another governance set, another running kernel, a
 * gas price under the floor, a block gap over the documented one, another layer-1 block time, a
 * node release day, a newer release) reported with its src/data line; unreachable sources
 * reported per source with exit 2; a method a node does not serve (-32601) leaves only the facts
 * that need it unchecked. The chain-ID and unreachable cases run the real script as a
 * child process. Hostile answers are in check-chain-hostile.test.ts.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {runCheck, type Report} from '../../scripts/chain/run';
import {reportLines} from '../../scripts/chain/report';
import {kernelForCommit, kernelReleases, latestEvmNode, latestKernel, nodeReleases, type GitlabRelease} from '../../scripts/chain/releases';
import {contractGenerations, currentContractSet} from '../../src/data/governance';
import {tokenContracts} from '../../src/data/tokens';
import {evmNode} from '../../src/data/versions';
import {startBlackhole, startFakes, KERNEL_6_2_COMMIT, type Fakes} from './fixtures/chain/fakes';
import {packageBin} from '../support/package-bin';

const root = join(__dirname, '..', '..');
const run = promisify(execFile);

/** 1-based line of the first line containing `needle` after the line containing `after`. */
function lineOf(file: string, needle: string, after = ''): number {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.includes(after));
  return lines.findIndex((l, i) => i >= start && l.includes(needle)) + 1;
}

const stopping: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stopping.splice(0).map((stop) => stop()));
});

async function fakes(plant: Parameters<typeof startFakes>[0] = {}): Promise<Fakes> {
  const f = await startFakes(plant);
  stopping.push(f.close);
  return f;
}

const drifts = (report: Report) => report.outcomes.filter((o) => o.status === 'drift');

/**
 * The bound of a test that runs the script as a process: its first run compiles its modules with
 * jiti, about 2 s on an idle machine, and took over 20 s once on a 2-core machine loaded with the
 * builds, the other test workers and more. tests/unit/check-chain-hostile.test.ts gives its runs the
 * same bound.
 */
const SPAWN_TIMEOUT_MS = 60_000;

/** Runs scripts/check-chain.ts as `npm run check:chain` does, with the given environment. */
async function script(env: Record<string, string>, args: string[] = []) {
  const out = mkdtempSync(join(tmpdir(), 'check-chain-'));
  const started = Date.now();
  try {
    const {stdout, stderr} = await run(process.execPath, [packageBin('jiti'), 'scripts/check-chain.ts', '--out', out, ...args], {
      cwd: root,
      env: {...process.env, ...env},
    });
    return {code: 0, stdout, stderr, ms: Date.now() - started, out};
  } catch (error) {
    const e = error as {code: number; stdout: string; stderr: string};
    return {code: e.code, stdout: e.stdout, stderr: e.stderr, ms: Date.now() - started, out};
  }
}

describe('check:chain against fakes that agree with src/data', () => {
  it('confirms every fact and exits 0', async () => {
    const f = await fakes();
    const report = await runCheck({env: f.env});
    expect(drifts(report).map((o) => `${o.what}: ${o.found}`)).toEqual([]);
    expect(report.summary.unchecked).toBe(0);
    expect(report.exitCode).toBe(0);
    // Every fact names the line that states it.
    expect(report.outcomes.filter((o) => !/^src\/data\/\w+\.ts:\d+$/.test(o.where)).map((o) => o.what)).toEqual([]);
    expect(report.governance?.activeSet).toBe(currentContractSet.introducedBy);
    // The source was asked each kind of question.
    for (const kind of ['eth_chainId', 'eth_getCode', 'eth_call', 'eth_gasPrice', 'eth_getBlockByNumber', 'tez_kernelVersion']) expect(f.log).toContain(`rpc/mainnet ${kind}`);
    for (const network of ['mainnet', 'shadownet']) expect(f.log).toContain(`relay/${network} eth_chainId`);
    expect(f.log.some((l) => l.endsWith('/storage'))).toBe(true);
    expect(f.log).toContain('GET /tzkt/mainnet/v1/protocols/current');
    // The kernel's own storage was read, newest path first.
    expect(f.log).toContain(`GET /rollup/mainnet/global/block/head/durable/wasm_2_0_0/value?key=${encodeURIComponent('/base/kernel_governance')}`);
    expect(f.log).toContain(`GET /rollup/mainnet/global/block/head/durable/wasm_2_0_0/value?key=${encodeURIComponent('/evm/kernel_governance')}`);
    const confirmed = (what: string) => report.outcomes.find((o) => o.what.startsWith(what));
    expect(confirmed('kernel that Etherlink Mainnet runs')).toMatchObject({status: 'confirmed', found: '6.2 (commit 4d6762e00000)'});
    expect(confirmed('chain ID of the Etherlink Mainnet relay endpoint')).toMatchObject({status: 'confirmed', found: '42793 (0xa729)'});
  });
});

describe('planted drifts', () => {
  it('a wrong chain ID: the script exits 1 and names the value, the source, networks.ts:line and the pages', async () => {
    const f = await fakes({chainId: {mainnet: '0x1'}});
    const r = await script(f.env);
    expect(r.code).toBe(1);
    const line = lineOf('src/data/networks.ts', 'chainId: 42793', 'export const mainnet');
    expect(r.stdout).toContain(
      `DRIFT chain ID of Etherlink Mainnet: the site states 42793; Etherlink Mainnet JSON-RPC (${f.env.ETHERLINK_RPC_MAINNET}) found 1 (0x1). Stated at src/data/networks.ts:${line}; shown on `,
    );
    expect(r.stdout).toMatch(/shown on [^\n]*docs\/get-started\/network-information\.mdx/);
    expect(r.stdout).not.toContain('UNREACHABLE');
    const json = JSON.parse(readFileSync(join(r.out, 'report.json'), 'utf8')) as Report;
    expect(json.exitCode).toBe(1);
    expect(json.outcomes.filter((o) => o.status === 'drift').map((o) => o.what)).toEqual(['chain ID of Etherlink Mainnet']);
  }, SPAWN_TIMEOUT_MS);

  it('a node that serves only standard Ethereum methods: the kernel stays unchecked with the reason, and a wrong chain ID still exits 1', async () => {
    const f = await fakes({chainId: {mainnet: '0x1'}, serves: /^(eth|net|web3)_/});
    const r = await script(f.env);
    expect(r.code).toBe(1);
    const rpc = f.env.ETHERLINK_RPC_MAINNET;
    expect(r.stdout).toContain(
      `DRIFT chain ID of Etherlink Mainnet: the site states 42793; Etherlink Mainnet JSON-RPC (${rpc}) found 1 (0x1). Stated at src/data/networks.ts:${lineOf('src/data/networks.ts', 'chainId: 42793', 'export const mainnet')}; shown on `,
    );
    expect(r.stdout).toContain(
      `UNCHECKED Etherlink Mainnet JSON-RPC (${rpc}) answered tez_kernelVersion with JSON-RPC error -32601 (Method not found): 1 fact unchecked: ` +
        `kernel that Etherlink Mainnet runs (tez_kernelVersion), stated at src/data/upgrades.ts:${lineOf('src/data/upgrades.ts', "version: '6.2'")}`,
    );
    expect(r.stdout).not.toContain('UNREACHABLE');
    const json = JSON.parse(readFileSync(join(r.out, 'report.json'), 'utf8')) as Report;
    expect(json.sources.find((s) => s.id === 'rpc-mainnet')).toMatchObject({status: 'reachable', unchecked: 1});
    // Everything else the node serves was still checked.
    expect(json.outcomes.filter((o) => o.status !== 'confirmed').map((o) => [o.what, o.status])).toEqual([
      ['chain ID of Etherlink Mainnet', 'drift'],
      ['kernel that Etherlink Mainnet runs (tez_kernelVersion)', 'unchecked'],
    ]);
  }, SPAWN_TIMEOUT_MS);

  it('a node that does not serve eth_call: the calls are unchecked, not read as reverts; alone, that exits 2', async () => {
    const f = await fakes({serves: /^(?!eth_call$)/});
    const report = await runCheck({env: f.env});
    const calls = report.outcomes.filter((o) => o.source === 'rpc-mainnet' && (o.what.startsWith('precompile') || o.what.startsWith('symbol()')));
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((o) => o.status !== 'unchecked').map((o) => o.what)).toEqual([]);
    expect(calls[0].note).toBe('answered eth_call with JSON-RPC error -32601 (Method not found)');
    expect(drifts(report)).toEqual([]);
    expect(report.exitCode).toBe(2);
    expect(reportLines(report).filter((l) => l.startsWith('UNCHECKED'))).toHaveLength(2);
  });

  it('an address with no code: reported with its tokens.ts line', async () => {
    const usdc = tokenContracts.find((t) => t.symbol === 'USDC')!;
    const f = await fakes({noCode: [usdc.mainnet!]});
    const report = await runCheck({env: f.env});
    const found = drifts(report).find((o) => o.what === 'code at USDC on Mainnet');
    expect(found).toMatchObject({stated: usdc.mainnet, found: 'no code (eth_getCode returned "0x")', where: `src/data/tokens.ts:${lineOf('src/data/tokens.ts', usdc.mainnet!)}`});
    expect(found?.pages).toContain('docs/building-on-etherlink/tokens.mdx');
    expect(report.exitCode).toBe(1);
  });

  it('a kernel that reads another governance set: the kernel 6.2 set is reported as not the one it obeys', async () => {
    const older = contractGenerations.find((s) => s.introducedBy === '4.1')!;
    const f = await fakes({kernelReads: {slow: older.slow, fast: older.fast, sequencer: older.sequencer}});
    const report = await runCheck({env: f.env});
    const found = drifts(report).find((o) => o.what.startsWith('active governance contract set'));
    expect(found?.where).toBe(`src/data/governance.ts:${lineOf('src/data/governance.ts', "introducedBy: '6.2'")}`);
    expect(found?.found).toBe(`the kernel reads slow ${older.slow} (/evm/kernel_governance); fast ${older.fast} (/evm/kernel_security_governance); sequencer ${older.sequencer} (/evm/sequencer_governance); that is the kernel 4.1 set`);
    expect(found?.pages).toEqual(expect.arrayContaining(['docs/governance/overview.mdx', 'docs/governance/kernel-governance.mdx', 'docs/governance/quickstart.mdx']));
    expect(report.governance?.activeSet).toBe('4.1');
    expect(report.exitCode).toBe(1);
  });

  it('no rollup node configured: the governance fact is unchecked and the run names the variable to set', async () => {
    const f = await fakes();
    const report = await runCheck({env: {...f.env, ETHERLINK_ROLLUP_NODE_MAINNET: ''}});
    expect(report.outcomes.find((o) => o.what.startsWith('active governance contract set'))?.status).toBe('unchecked');
    expect(reportLines(report)).toContain(
      'UNREACHABLE Etherlink Mainnet Smart Rollup node (, set by ETHERLINK_ROLLUP_NODE_MAINNET): not configured: set ETHERLINK_ROLLUP_NODE_MAINNET to the RPC URL of an Etherlink Mainnet Smart Rollup node; 1 facts unchecked',
    );
    expect(report.exitCode).toBe(2);
  });

  it('a relay endpoint on another chain: reported with the chain ID line', async () => {
    const f = await fakes({relayChainId: {shadownet: '0xa729'}});
    const report = await runCheck({env: f.env});
    expect(drifts(report).map((o) => [o.what, o.found, o.where])).toEqual([
      ['chain ID of the Etherlink Shadownet Testnet relay endpoint', '42793 (0xa729)', `src/data/networks.ts:${lineOf('src/data/networks.ts', 'chainId: 127823')}`],
    ]);
  });

  it('another running kernel: tez_kernelVersion names the 6.1 commit', async () => {
    const f = await fakes({kernelCommit: `d748ae50${'1'.repeat(32)}`});
    const report = await runCheck({env: f.env});
    const found = drifts(report).find((o) => o.what === 'kernel that Etherlink Mainnet runs (tez_kernelVersion)');
    expect(found).toMatchObject({stated: '6.2', found: '6.1 (commit d748ae501111)', where: `src/data/upgrades.ts:${lineOf('src/data/upgrades.ts', "version: '6.2'")}`});
  });

  it('a kernel commit that no changelog heading names is a drift, not a crash', async () => {
    const f = await fakes({kernelCommit: 'f'.repeat(40)});
    const report = await runCheck({env: f.env});
    expect(drifts(report).find((o) => o.what.startsWith('kernel that'))?.found).toBe('commit ffffffffffff, which no release heading of the kernel changelog names');
  });

  it('a gas price under the documented floor', async () => {
    const f = await fakes({gasPrice: '0x3b9ac9ff'});
    const report = await runCheck({env: f.env});
    expect(drifts(report).map((o) => [o.what, o.stated, o.found])).toEqual([
      ['eth_gasPrice of Etherlink Mainnet at or above the documented floor', '1 gwei', '999999999 wei'],
      ['eth_gasPrice of Etherlink Shadownet Testnet at or above the documented floor', '1 gwei', '999999999 wei'],
    ]);
    expect(drifts(report)[0].where).toBe(`src/data/fees.ts:${lineOf('src/data/fees.ts', 'minimumBaseFeePerGasGwei = ')}`);
  });

  it('a block gap longer than the documented one, past the 1 s tolerance', async () => {
    const within = await runCheck({env: (await fakes({newestBlockGap: 7})).env});
    expect(drifts(within)).toEqual([]);
    const f = await fakes({newestBlockGap: 8});
    const report = await runCheck({env: f.env});
    const found = drifts(report).filter((o) => o.what.startsWith('longest gap'));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({stated: 'at most 6 s', where: `src/data/timing.ts:${lineOf('src/data/timing.ts', 'maxSecondsBetweenBlocks = ')}`});
    expect(found[0].found).toMatch(/^longest gap 8 s; 19 gaps in 26 s \(blocks \d+ to \d+\)$/);
  });

  it('a node release day that the node changelog does not give', async () => {
    const f = await fakes({nodeReleaseDay: {version: '0.53', date: '2026-02-02'}});
    const report = await runCheck({env: f.env});
    expect(drifts(report).map((o) => [o.what, o.stated, o.found, o.where])).toEqual([
      ['release day of octez-evm-node 0.53', '2026-01-28', '2026-02-02 in the node changelog', `src/data/upgrades.ts:${lineOf('src/data/upgrades.ts', "date: '2026-01-28'", "version: '0.53'")}`],
    ]);
  });

  it('another layer-1 block time, and with it another refutation period on Mainnet', async () => {
    const f = await fakes({l1TimeBetweenBlocks: 8});
    const report = await runCheck({env: f.env});
    expect(drifts(report).map((o) => [o.what, o.found])).toEqual([
      ['block time of Tezos Mainnet (timeBetweenBlocks of the current protocol)', '8 s'],
      ['refutation period of Tezos Mainnet (smartRollupChallengeWindow times timeBetweenBlocks)', '201600 blocks of 8 s, 18.67 days'],
      ['block time of Tezos Shadownet (timeBetweenBlocks of the current protocol)', '8 s'],
    ]);
    const refutation = drifts(report).find((o) => o.what.startsWith('refutation period'));
    expect(refutation?.where).toBe(`src/data/bridging.ts:${lineOf('src/data/bridging.ts', 'refutationPeriodDays: 14')}`);
    expect(refutation?.pages).toContain('docs/bridging/bridging-tezos.mdx');
  });

  it('a newer EVM node release: reported with the versions.ts line of the recommended release', async () => {
    const f = await fakes({newerEvmNode: '0.65'});
    const report = await runCheck({env: f.env});
    const found = drifts(report).find((o) => o.what === 'recommended octez-evm-node release');
    expect(found).toMatchObject({stated: evmNode.recommended, found: 'latest published 0.65 (2026-08-24)', where: `src/data/versions.ts:${lineOf('src/data/versions.ts', `recommended: '${evmNode.recommended}'`)}`});
    expect(found?.pages).toContain('docs/network/evm-nodes.mdx');
    expect(report.exitCode).toBe(1);
  });

  it('a drift with a source unreachable still exits 1, and names the unreachable source', async () => {
    const f = await fakes({chainId: {shadownet: '0x1f47b'}});
    const hole = await startBlackhole();
    stopping.push(hole.close);
    const report = await runCheck({env: {...f.env, RELEASES_API: hole.closedUrl}});
    expect(report.exitCode).toBe(1);
    const lines = reportLines(report);
    expect(lines.some((l) => l.startsWith('DRIFT chain ID of Etherlink Shadownet Testnet: the site states 127823;'))).toBe(true);
    expect(lines.some((l) => l.startsWith(`UNREACHABLE Octez GitLab releases API (${hole.closedUrl}, set by RELEASES_API): connection refused; `) && / \d+ facts unchecked$/.test(l)), lines.join('\n')).toBe(true);
    // The running kernel is read from the node but named through the changelog: unchecked too.
    expect(report.outcomes.find((o) => o.what.startsWith('kernel that Etherlink Mainnet runs'))).toMatchObject({status: 'unchecked', note: 'connection refused'});
  });
});

describe('unreachable sources', () => {
  it('every source refused or silent: the script exits 2 naming each one, without a stack trace', async () => {
    const hole = await startBlackhole();
    stopping.push(hole.close);
    const env = {
      ETHERLINK_RPC_MAINNET: hole.closedUrl,
      ETHERLINK_RPC_SHADOWNET: hole.url,
      ETHERLINK_RELAY_MAINNET: hole.url,
      ETHERLINK_RELAY_SHADOWNET: hole.closedUrl,
      ETHERLINK_ROLLUP_NODE_MAINNET: hole.closedUrl,
      TZKT_API_MAINNET: hole.url,
      TZKT_API_SHADOWNET: hole.closedUrl,
      RELEASES_API: `${hole.url}/api`,
    };
    const r = await script(env, ['--timeout-ms', '3000']);
    expect(r.code).toBe(2);
    for (const [name, url] of Object.entries(env)) {
      const reason = url === hole.closedUrl ? 'connection refused' : 'no answer within 3 s';
      expect(r.stdout).toMatch(new RegExp(`^UNREACHABLE [^\\n]*\\(${url.replace(/[/.]/g, '\\$&')}, set by ${name}\\): ${reason}; \\d+ facts unchecked$`, 'm'));
    }
    expect(r.stdout).toMatch(/0 confirmed, 0 drifted, \d+ unchecked; 0 of 8 sources answered/);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
    // One timeout per silent source, not one per fact (174 facts): well under the 60 s bound. The
    // timeout is 3 s because building the facts keeps the event loop busy for about 1 s, and a
    // refused connection is only seen after that.
    expect(r.ms).toBeLessThan(20_000);
  }, SPAWN_TIMEOUT_MS);

  it('a source that answers something other than JSON is unreachable, not a crash', async () => {
    const f = await fakes();
    const report = await runCheck({env: {...f.env, TZKT_API_SHADOWNET: `${f.url}/not-tzkt`}});
    const shadownet = report.sources.find((s) => s.id === 'tzkt-shadownet');
    expect(shadownet).toMatchObject({status: 'unreachable', reason: 'answered HTTP 404'});
    expect(report.exitCode).toBe(2);
  });
});

describe('answers of the wrong shape', () => {
  it('a chain ID that is not a hex quantity makes the node unreachable, not a crash', async () => {
    const f = await fakes({chainId: {mainnet: '0xNaN'}});
    const report = await runCheck({env: f.env});
    expect(report.sources.find((s) => s.id === 'rpc-mainnet')).toMatchObject({
      status: 'unreachable',
      reason: 'malformed: answered eth_chainId with "0xNaN", not a hex quantity of at most 66 characters',
    });
    expect(report.exitCode).toBe(2);
  });
});

describe('recordings of the sources parse as the check reads them', () => {
  const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/chain', name), 'utf8');

  it('GitLab releases: the newest octez-evm-node-vX.Y, release candidates and Octez releases ignored', () => {
    const releases = JSON.parse(fixture('gitlab-releases.json')) as GitlabRelease[];
    expect(latestEvmNode(releases)).toEqual({version: '0.53', releasedAt: '2026-01-28T15:02:11.204Z'});
    expect(latestEvmNode([{tag_name: 'octez-evm-node-v0.9'}, {tag_name: 'octez-evm-node-v0.10'}])?.version).toBe('0.10');
    expect(latestEvmNode([{tag_name: 'octez-evm-node-v0.70', upcoming_release: true}])).toBeUndefined();
  });

  // The real headings of etherlink/CHANGES_KERNEL.md and CHANGES_NODE.md (tezos/tezos-mirror at
  // octez-evm-node-v0.64; the first line of each fixture names the tag and commit).
  it('kernel changelog: majors as "## Version 6 (Farfadet)" and "## Etherlink 5 (Ebisu)", releases as "### 6.2 (4d6762e)"', () => {
    const headings = fixture('CHANGES_KERNEL.headings.md');
    expect(headings.split('\n')[0]).toMatch(/octez-evm-node-v0\.64 \(commit [0-9a-f]{40}\)/);
    const releases = kernelReleases(headings);
    expect(releases.map((r) => r.version)).toEqual(['6.2', '6.1', '6.0', '5.0', '4.1', '4.0', '3.1', '3.0', '2.0', '1.3', '1.2', '1.1', '1.0', '0.1', '0.0']);
    expect(releases[0]).toEqual({version: '6.2', commit: '4d6762e', name: 'Farfadet'});
    // A major without release headings is its X.0; "#### 1.0" and "### 4.0  (…)" count too.
    expect(releases.find((r) => r.version === '5.0')).toEqual({version: '5.0', name: 'Ebisu'});
    expect(releases.find((r) => r.version === '1.0')?.commit).toBe('4f4457e');
    expect(releases.find((r) => r.version === '4.0')?.commit).toBe('1f47de0');
    expect(latestKernel(headings)).toBe('6.2');
    // What sits under "## Unreleased" is not a release.
    expect(latestKernel(`## Unreleased\n### 7.0 (abcdef0)\n${headings}`)).toBe('6.2');
    expect(latestKernel('## Version 6.10\n## Version 6.9\n')).toBe('6.10');
    expect(kernelForCommit(releases, 'ec7c3b349624896b269e179384d0a45cf39e1145')?.version).toBe('1.2');
    expect(kernelForCommit(releases, KERNEL_6_2_COMMIT)?.version).toBe('6.2');
  });

  it('node changelog: "## Version 0.64 (2026-07-30)", with 0.10 spelled "Verson"', () => {
    const releases = nodeReleases(fixture('CHANGES_NODE.headings.md'));
    expect(releases[0]).toEqual({version: '0.64', date: '2026-07-30'});
    expect(releases.find((r) => r.version === '0.53')).toEqual({version: '0.53', date: '2026-01-28'});
    expect(releases.find((r) => r.version === '0.10')).toEqual({version: '0.10', date: '2024-12-02'});
    expect(releases).toHaveLength(63);
  });
});
