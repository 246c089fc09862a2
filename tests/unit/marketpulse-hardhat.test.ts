/**
 * The MarketPulse tutorial's Hardhat commands, run for real: the commands each page lists under
 * `tested_commands:` in its front matter (which <TestedVersions /> shows in the page's banner)
 * run with Hardhat 3 in a copy of examples/marketpulse, and their results are held to what the
 * pages say. They run on the suite's own Node.js (22 or later; `npm test` refuses an older one).
 *
 * Two things differ from a reader's machine, both because the test machine reaches only the
 * npm registry: `hardhat.config.ts` is wrapped so that solc 0.8.28 comes from the solc npm
 * package (the same compiler release, as WebAssembly) instead of a download from
 * binaries.soliditylang.org; and `npx hardhat node` listens on a free port, which the wrapped
 * configuration gives to the `localhost` network, so parallel runs do not collide on 8545.
 * Measured on the docs machine: about 40 s for the whole file.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import matter from 'gray-matter';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {marketpulseAbi} from '../../examples/marketpulse/app/src/contract';
import {testedCommands, testedVersions} from '../../src/components/TestedVersions/versions';
import {marketpulse} from '../../src/data/marketpulse';
import semver from 'semver';

const siteDir = resolve(__dirname, '../..');
const exampleDir = join(siteDir, 'examples/marketpulse');
const pagesDir = join(siteDir, 'docs/tutorials/marketpulse');
const require = createRequire(join(siteDir, 'package.json'));
const MINUTES = 60_000;

/** The minimum Node.js that Hardhat enforces, read from the source file the setup page links to. */
function hardhatMinimumNode(): string {
  const source = readFileSync(join(siteDir, 'node_modules/hardhat/src/internal/cli/node-version.ts'), 'utf8');
  const match = /MIN_SUPPORTED_NODE_VERSION[^=]*=\s*\[\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\]/.exec(source);
  if (!match) throw new Error('hardhat/src/internal/cli/node-version.ts no longer defines MIN_SUPPORTED_NODE_VERSION');
  return match.slice(1).join('.');
}

/** A page's front matter and the commands of its `bash` blocks, one per line. */
function page(name: string) {
  const {data, content} = matter(readFileSync(join(pagesDir, name), 'utf8'));
  const bashLines = [...content.matchAll(/^\s*```bash\n([\s\S]*?)^\s*```/gm)].flatMap((m) => m[1].split('\n').map((l) => l.trim()));
  return {commands: testedCommands(data.tested_commands), versions: testedVersions(data.dependencies), bashLines};
}

let project: string;
let runtime: {node: string; env: NodeJS.ProcessEnv};
let nodePort: number;
const output: Record<string, string> = {};

/** Runs one page command (`npx hardhat …`) in the project copy and returns its exit status and output. */
function run(command: string) {
  const [program, ...args] = command.split(' ');
  const result = spawnSync(program, args, {cwd: project, env: runtime.env, encoding: 'utf8', timeout: 4 * MINUTES});
  return {status: result.status, text: `${result.stdout}${result.stderr}`};
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves when `child` prints `pattern`; rejects if it exits first. */
function waitForOutput(child: ChildProcess, pattern: RegExp, log: {text: string}): Promise<void> {
  return new Promise((done, fail) => {
    const check = (chunk: Buffer) => {
      log.text += chunk.toString();
      if (pattern.test(log.text)) done();
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => fail(new Error(`exited with ${code} before printing ${pattern}:\n${log.text}`)));
  });
}

beforeAll(async () => {
  runtime = {node: process.execPath, env: {...process.env}};
  nodePort = await freePort();
  project = mkdtempSync(join(tmpdir(), 'marketpulse-hardhat-'));
  for (const entry of ['contracts', 'test', 'ignition', 'hardhat.config.ts', 'package.json']) {
    cpSync(join(exampleDir, entry), join(project, entry), {recursive: true});
  }
  symlinkSync(join(siteDir, 'node_modules'), join(project, 'node_modules'), 'dir');
  // The reader's configuration, unchanged, under another name; see the header for the two overrides.
  renameSync(join(project, 'hardhat.config.ts'), join(project, 'hardhat.reader.config.ts'));
  const solc = require.resolve('solc/soljson.js');
  writeFileSync(
    join(project, 'hardhat.config.ts'),
    [
      'import reader from "./hardhat.reader.config.ts";',
      `const path = ${JSON.stringify(solc)};`,
      'const profiles = Object.fromEntries(Object.entries(reader.solidity.profiles).map(([name, p]) => [name, { ...p, path }]));',
      'export default {',
      '  ...reader,',
      '  solidity: { ...reader.solidity, profiles },',
      `  networks: { ...reader.networks, localhost: { type: "http", url: "http://127.0.0.1:${nodePort}" } },`,
      '};',
      '',
    ].join('\n'),
  );
  runtime.env = {...runtime.env, HARDHAT_DISABLE_TELEMETRY: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1'};
}, 5 * MINUTES);

afterAll(() => {
  if (project) rmSync(project, {recursive: true, force: true});
});

describe('the Node.js that Hardhat 3 needs', () => {
  it('is the minimum that the installed Hardhat enforces, as the setup page and the example state it', () => {
    expect(hardhatMinimumNode()).toBe(marketpulse.nodeMinimum);
    const example = JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8'));
    expect(example.engines.node).toBe(`>=${marketpulse.nodeMinimum}`);
    // The setup page: the minimum comes from that check. Hardhat declares no engines, but its EDR
    // dependency does, so npm warns below that range (tests/unit/page-findings.test.ts reads it).
    const setup = readFileSync(join(pagesDir, 'setup.mdx'), 'utf8');
    expect(setup).toContain('`MIN_SUPPORTED_NODE_VERSION` in <a href={marketpulse.nodeCheckSourceUrl}>');
    expect(marketpulse.nodeCheckSourceUrl).toMatch(/\/packages\/hardhat\/src\/internal\/cli\/node-version\.ts$/);
    expect(existsSync(join(siteDir, 'node_modules/hardhat/src/internal/cli/node-version.ts'))).toBe(true);
    expect(require('hardhat/package.json').engines).toBeUndefined();
    expect(setup).toContain("Hardhat's own `package.json` sets no `engines` field, but its dependency `@nomicfoundation/edr` declares");
  });

  it('is what the Hardhat command runs on', () => {
    const version = spawnSync(runtime.node, ['--version'], {encoding: 'utf8'}).stdout.trim();
    expect(semver.gte(version, marketpulse.nodeMinimum)).toBe(true);
  });

  it('is enforced: Hardhat starts on it, and refuses an older Node.js with the message the setup page describes', () => {
    const cli = join(siteDir, 'node_modules/hardhat/dist/src/cli.js');
    const accepted = spawnSync(runtime.node, [cli, '--version'], {cwd: project, env: runtime.env, encoding: 'utf8'});
    expect(accepted.stdout.trim()).toBe(require('hardhat/package.json').version);
    // The refusal: the message the setup page describes, in the check that prints it.
    const messages = readFileSync(join(siteDir, 'node_modules/hardhat/src/internal/cli/node-version.ts'), 'utf8');
    expect(messages).toMatch(/Please upgrade to Node\.js \$\{[^}]+\} or later\./);
  });
});

describe('the banners name the versions that run', () => {
  it('runs the Hardhat, viem, toolbox and Ignition versions of the example project', () => {
    const example = JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8'));
    const fromProject = createRequire(join(project, 'package.json'));
    const packages = ['hardhat', '@nomicfoundation/hardhat-toolbox-viem', '@nomicfoundation/hardhat-ignition', 'viem'];
    for (const name of packages) {
      expect(fromProject(`${name}/package.json`).version, name).toBe(example.devDependencies[name]);
    }
    // The setup page names exactly these as the versions the tests run.
    const named = `with the same ${packages.slice(0, -1).map((p) => `\`${p}\``).join(', ')} and \`${packages.at(-1)}\`.`;
    expect(readFileSync(join(pagesDir, 'setup.mdx'), 'utf8')).toContain(named);
    // And pins hardhat-verify, which the toolbox loads, at the version these runs load.
    const verify = '@nomicfoundation/hardhat-verify';
    expect(fromProject(`${verify}/package.json`).version).toBe(example.devDependencies[verify]);
    expect(readFileSync(join(pagesDir, 'setup.mdx'), 'utf8')).toContain(`npm install --save-dev ${verify}@${example.devDependencies[verify]}`);
    for (const name of ['backend.mdx', 'test.mdx', 'deploy.mdx']) {
      for (const {tool, version} of page(name).versions) {
        expect(version, `${name}: ${tool}`).toBe(example.devDependencies[tool.toLowerCase()]);
      }
    }
  });

  it('lists as tested only commands that the page shows in its steps', () => {
    const tested = ['setup.mdx', 'backend.mdx', 'test.mdx', 'deploy.mdx', 'frontend.mdx'].flatMap((name) => {
      const {commands, bashLines} = page(name);
      for (const command of commands) expect(bashLines, name).toContain(command);
      return commands;
    });
    expect(tested).toEqual([
      'npx hardhat compile',
      'npx hardhat test',
      'npx hardhat node',
      'npx hardhat ignition deploy ignition/modules/Marketpulse.ts --network localhost',
    ]);
  });
});

describe('backend page: npx hardhat compile', () => {
  it('compiles the contract with solc 0.8.28 into the ABI the app ships', () => {
    const [command] = page('backend.mdx').commands;
    const {status, text} = run(command);
    output.compile = text;
    expect(text).toContain('Compiled 1 Solidity file with solc 0.8.28');
    expect(status).toBe(0);
    const artifact = JSON.parse(readFileSync(join(project, 'artifacts/contracts/Marketpulse.sol/Marketpulse.json'), 'utf8'));
    expect(artifact.contractName).toBe('Marketpulse');
    expect(artifact.abi).toEqual(JSON.parse(JSON.stringify(marketpulseAbi)));
  }, 5 * MINUTES);
});

describe('test page: npx hardhat test', () => {
  it('passes every test of test/Marketpulse.ts, without warnings', () => {
    const [command] = page('test.mdx').commands;
    const {status, text} = run(command);
    const titles = [...readFileSync(join(exampleDir, 'test/Marketpulse.ts'), 'utf8').matchAll(/\bit\("([^"]+)"/g)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(text).toContain(`✔ ${title}`);
    expect(text).toContain(`${titles.length} passing`);
    expect(text).not.toMatch(/failing|WARNING|deprecated/i);
    expect(status).toBe(0);
  }, 5 * MINUTES);
});

describe('deploy page: npx hardhat node, then npx hardhat ignition deploy … --network localhost', () => {
  let node: ChildProcess | undefined;
  // npx starts Hardhat as its child: stop the whole process group, or the node outlives the test.
  afterAll(() => {
    if (node?.pid && node.exitCode === null) process.kill(-node.pid);
  });

  it('deploys MarketpulseModule in two batches to the first local address, and the node logs both transactions', async () => {
    const [startNode, deploy] = page('deploy.mdx').commands;
    const [program, ...args] = startNode.split(' ');
    node = spawn(program, [...args, '--hostname', '127.0.0.1', '--port', String(nodePort)], {
      cwd: project,
      env: runtime.env,
      detached: true,
    });
    const nodeLog = {text: ''};
    await waitForOutput(node, /Started HTTP and WebSocket JSON-RPC server/, nodeLog);

    const {status, text} = run(deploy);
    expect(text).toContain('Batch #1');
    expect(text).toContain(`Executed ${marketpulse.deploymentKey}\n`);
    expect(text).toContain('Batch #2');
    expect(text).toContain(`Executed ${marketpulse.deploymentKey}.ping`);
    expect(text).toContain(`${marketpulse.deploymentKey} - ${marketpulse.firstLocalAddress}`);
    expect(status).toBe(0);

    const addresses = JSON.parse(readFileSync(join(project, 'ignition/deployments/chain-31337/deployed_addresses.json'), 'utf8'));
    expect(addresses).toEqual({[marketpulse.deploymentKey]: marketpulse.firstLocalAddress});
    // The page: "check the node's log: it shows the deployment transaction and the call to ping".
    await expect.poll(() => nodeLog.text.match(/Contract (deployment|call):/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(nodeLog.text).toContain(`Contract address:    ${marketpulse.firstLocalAddress.toLowerCase()}`);
    expect(existsSync(join(exampleDir, 'ignition/deployments'))).toBe(false);
  }, 5 * MINUTES);
});
