/**
 * npm run check:chain against local fakes (tests/unit/fixtures/chain/fakes.ts) on 127.0.0.1:
 * every fact confirmed by default, and each planted drift (wrong chain ID, an address with no
 * code, a governance set without the current period, a newer release) reported with its src/data
 * line; unreachable sources reported per source with exit 2. The chain-ID and unreachable cases
 * run the real script as a child process.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {runCheck, type Report} from '../../scripts/chain/run';
import {reportLines} from '../../scripts/chain/report';
import {latestEvmNode, latestKernel, type GitlabRelease} from '../../scripts/chain/releases';
import {currentContractSet} from '../../src/data/governance';
import {tokenContracts} from '../../src/data/tokens';
import {evmNode} from '../../src/data/versions';
import {startBlackhole, startFakes, HEAD_LEVEL, type Fakes} from './fixtures/chain/fakes';

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

/** Runs scripts/check-chain.ts as `npm run check:chain` does, with the given environment. */
async function script(env: Record<string, string>, args: string[] = []) {
  const out = mkdtempSync(join(tmpdir(), 'check-chain-'));
  const started = Date.now();
  try {
    const {stdout, stderr} = await run(join(root, 'node_modules/.bin/jiti'), ['scripts/check-chain.ts', '--out', out, ...args], {
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
    for (const kind of ['eth_chainId', 'eth_getCode', 'eth_call']) expect(f.log).toContain(`rpc/mainnet ${kind}`);
    expect(f.log.some((l) => l.endsWith('/storage'))).toBe(true);
  });
});

describe('planted drifts', () => {
  it('a wrong chain ID: the script exits 1 and names the value, the source, networks.ts:line and the pages', async () => {
    const f = await fakes({chainId: {mainnet: 1}});
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

  it('a governance set without the current period: the kernel 6.2 set is reported as not active', async () => {
    const f = await fakes({currentSetStartLevel: HEAD_LEVEL + 1_000});
    const report = await runCheck({env: f.env});
    const found = drifts(report).find((o) => o.what.startsWith('active governance contract set'));
    expect(found?.where).toBe(`src/data/governance.ts:${lineOf('src/data/governance.ts', "introducedBy: '6.2'")}`);
    expect(found?.found).toContain(`starts at level ${HEAD_LEVEL + 1_000}, after head level ${HEAD_LEVEL}`);
    expect(found?.found).toContain('the active set is kernel 4.1');
    expect(found?.pages).toEqual(expect.arrayContaining(['docs/governance/overview.mdx', 'docs/governance/kernel-governance.mdx', 'docs/governance/quickstart.mdx']));
    expect(report.governance?.activeSet).toBe('4.1');
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
    const f = await fakes({chainId: {shadownet: 128123}});
    const hole = await startBlackhole();
    stopping.push(hole.close);
    const report = await runCheck({env: {...f.env, RELEASES_API: hole.closedUrl}});
    expect(report.exitCode).toBe(1);
    const lines = reportLines(report);
    expect(lines.some((l) => l.startsWith('DRIFT chain ID of Etherlink Shadownet Testnet: the site states 127823;'))).toBe(true);
    expect(lines).toContain(`UNREACHABLE Octez GitLab releases API (${hole.closedUrl}, set by RELEASES_API): connection refused; 2 facts unchecked`);
  });
});

describe('unreachable sources', () => {
  it('every source refused or silent: the script exits 2 naming each one, without a stack trace', async () => {
    const hole = await startBlackhole();
    stopping.push(hole.close);
    const env = {
      ETHERLINK_RPC_MAINNET: hole.closedUrl,
      ETHERLINK_RPC_SHADOWNET: hole.url,
      TZKT_API_MAINNET: hole.url,
      TZKT_API_SHADOWNET: hole.closedUrl,
      RELEASES_API: `${hole.url}/api`,
    };
    const r = await script(env, ['--timeout-ms', '1500']);
    expect(r.code).toBe(2);
    for (const [name, url] of Object.entries(env)) {
      const reason = url === hole.closedUrl ? 'connection refused' : 'no answer within 1.5 s';
      expect(r.stdout).toMatch(new RegExp(`^UNREACHABLE [^\\n]*\\(${url.replace(/[/.]/g, '\\$&')}, set by ${name}\\): ${reason}; \\d+ facts unchecked$`, 'm'));
    }
    expect(r.stdout).toMatch(/0 confirmed, 0 drifted, \d+ unchecked; 0 of 5 sources answered/);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/\n\s+at /);
    // One timeout per silent source, not one per fact (161 facts): well under the 60 s bound.
    expect(r.ms).toBeLessThan(20_000);
  });

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
    const f = await fakes({chainId: {mainnet: Number.NaN}});
    const report = await runCheck({env: f.env});
    expect(report.sources.find((s) => s.id === 'rpc-mainnet')).toMatchObject({status: 'unreachable', reason: 'answered eth_chainId with "0xNaN", not a hex quantity'});
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

  it('kernel changelog: the newest "## Version X.Y", not NEXT', () => {
    expect(latestKernel(fixture('CHANGES_KERNEL.md'))).toBe('6.2');
    expect(latestKernel('## Version 6.10\n## Version 6.9\n')).toBe('6.10');
  });
});
