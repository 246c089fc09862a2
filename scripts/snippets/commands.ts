/**
 * Verifies every shell block of docs/: each parses with a real shell parser (shell.ts), uses
 * the `<UPPER_SNAKE_CASE>` placeholder form, and is then
 * - run against anvil (anvil.ts) when it calls `cast` or sends JSON-RPC with `curl`: exactly the
 *   page's text, with the public RPC URL swapped for the local node's and placeholders filled;
 *   where the page shows the response (a `Response` block from examples/snippets/rpc), the
 *   response anvil gives is held equal to it, hashes, addresses and block numbers masked;
 * - checked against a manual (manual.ts): for Octez tools, the one read from the tool's source at
 *   the recommended tag; docker's `run --help`; and `forge` (whose own `--help` is the manual: `forge create --verify` needs the verifier's network);
 * - checked against what it names: a package pinned in package.json, a script's variables;
 * - left to the Hardhat run of the tutorial (tests/unit/marketpulse-hardhat.test.ts);
 * - or marked `(fragment)` in its title, with the reason printed from FRAGMENT_REASONS.
 * Before this check, 132 of the 150 shell blocks were never checked.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import semver from 'semver';
import {xtzBridgeContracts} from '../../src/data/bridging';
import {mainnet, shadownet} from '../../src/data/networks';
import {checkArgument} from '../../tests/unit/support/octez-command';
import {isFragment, repoRoot, type DocBlock} from './blocks';
import {foundryBin, rpc, startAnvils, testKeys, type Anvils, type Chain} from './anvil';
import {entrypointTypes} from './entrypoint-types';
import {checkAgainstManual, checkRpcPath, manualSource, manuals} from './manual';
import {checkRequest, requestBodies} from './rpc';
import {parseShell, PLACEHOLDER, type ShellCommand} from './shell';
import type {BlockReport} from './verify';

export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/** Why a kind of command cannot run here; a block marked `(fragment)` prints the reason of its first such command. */
export const FRAGMENT_REASONS: [RegExp, string][] = [
  [/^sh$/, 'runs the rustup installer downloaded from the internet'],
  [/^(apt|apt-get|dnf|pacman|brew)\b/, "installs software with the reader's system package manager"],
  [/^(systemctl|journalctl)\b/, "controls a service on the reader's machine"],
  [/^graph\b|@graphprotocol\/graph-cli/, 'needs The Graph CLI and a Subgraph Studio account'],
  [/^alloy\b/, "needs Grafana Alloy and the reader's Promtail configuration"],
  [/^claude\b/, 'needs the Claude Code CLI'],
  [/\bwscat\b/, 'an interactive WebSocket session with a running EVM node'],
  [/^(\$CC|echo)\b|^export (CC|AR)=/, "sets up the reader's compiler toolchain"],
  [/^(ARGS|export TEZOS_EVENTS_CONFIG)=/, "a setting of the reader's system, not a command to run here"],
  [/^curl\b/, "asks a service on the reader's machine (Prometheus Node Exporter)"],
];

/** Hardhat commands are run by the tutorial's Hardhat test (Hardhat 3 needs Node 22), not here. */
export const HARDHAT_TEST = 'tests/unit/marketpulse-hardhat.test.ts';
const HARDHAT_OWNER = `Hardhat run (${HARDHAT_TEST})`;
const TUTORIAL = /^docs\/tutorials\/marketpulse\//;

/** Values for placeholders in commands that run; chain-state ones come from anvil.ts. */
const SAMPLES: Record<string, string> = {
  '<DEPOSIT_ID>': '1',
  '<TEZOS_ADDRESS>': 'tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A',
  '<KEYSTORE_ACCOUNT>': 'docs-sample',
  '<YOUR_PRIVATE_KEY>': testKeys[0],
};

/** Public RPC URLs and the local node URL the pages use, by the network whose anvil answers them. */
const URLS: [string, Chain['name']][] = [
  [mainnet.rpcUrl, 'mainnet'],
  [shadownet.rpcUrl, 'shadownet'],
  ['http://localhost:8545', 'shadownet'],
  ['<AVALANCHE_RPC_URL>', 'mainnet'],
];

type Plan =
  | {kind: 'anvil'; chain: Chain['name']; session?: boolean}
  | {kind: 'done' | 'git'; by: string; problems: string[]}
  | {kind: 'fragment'; reason: string};

function programOf(command: ShellCommand): string {
  return command.words[0] ?? command.env[0] ?? '';
}

function fragmentReason(commands: ShellCommand[]): string | null {
  const texts = commands.map((c) => [...c.env, ...(c.words[0] === 'sudo' ? c.words.slice(1) : c.words)].join(' '));
  return FRAGMENT_REASONS.find(([pattern]) => texts.some((t) => pattern.test(t)))?.[1] ?? null;
}

function pinnedVersion(name: string): string[] {
  const files = ['package.json', 'examples/marketpulse/package.json', 'examples/marketpulse/app/package.json'];
  return files.flatMap((file) => {
    const path = join(repoRoot, file);
    if (!existsSync(path)) return [];
    const json = JSON.parse(readFileSync(path, 'utf8')) as {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};
    const version = json.dependencies?.[name] ?? json.devDependencies?.[name];
    return version ? [version] : [];
  });
}

/** `npm install a@1 b`: each package must be one the site's tests use, at a version they accept. */
function checkNpmInstall(words: string[]): string[] {
  const problems: string[] = [];
  for (const spec of words.slice(2).filter((w) => !w.startsWith('-'))) {
    const at = spec.lastIndexOf('@');
    const [name, range] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, '*'];
    const pins = pinnedVersion(name);
    if (pins.length === 0) problems.push(`npm install ${spec}: no package.json of the site's tests pins ${name}`);
    else if (!pins.some((pin) => semver.satisfies(semver.minVersion(pin)!, range))) problems.push(`npm install ${spec}: the tests use ${name} ${pins.join(', ')}`);
  }
  return problems;
}

let forgeHelp: Map<string, string> | null = null;
/** `forge <sub> --help` of the installed forge: the manual of the binary itself. */
function checkForge(words: string[]): string[] {
  forgeHelp ??= new Map();
  const sub = words[1];
  let help = forgeHelp.get(sub);
  if (help === undefined) {
    try {
      help = execFileSync(foundryBin('forge'), [sub, '--help'], {encoding: 'utf8'});
    } catch {
      help = '';
    }
    forgeHelp.set(sub, help);
  }
  if (!help) return [`forge has no command ${sub}`];
  return words
    .slice(2)
    .filter((w) => w.startsWith('--'))
    .filter((flag) => !new RegExp(`(^|[\\s,])${flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s=<,]|$)`, 'm').test(help!))
    .map((flag) => `forge ${sub} has no option ${flag}`);
}

/** `docker run <options> <image> <command…>`: docker's options, then the command in the image. */
function checkDocker(words: string[]): string[] {
  const runOptions = manuals.docker.commands[0].options;
  const problems: string[] = [];
  let i = 2;
  while (i < words.length && words[i].startsWith('-')) {
    if (!(words[i] in runOptions)) problems.push(`docker run has no option ${words[i]} (${manualSource('docker')})`);
    i += runOptions[words[i]] ? 2 : 1;
  }
  const inner = words.slice(i + 1);
  return [...problems, ...(inner.length > 0 ? checkAgainstManual(inner) : ['docker run without a command'])];
}

/** Values of the right Michelson type for the placeholders of `--arg`. */
const MICHELSON_SAMPLES: Record<string, string> = {
  '<HELPER_CONTRACT>': 'KT1K8od35rJtmQuTUeWbWMa9ciHGTpKjPaqx',
  '<OWNER_ADDRESS>': 'tz1QCVQinE8iVj1H2fckqx6oiM85CNJSK9Sx',
  '<AMOUNT>': '5',
  '<TOKEN_ID>': '0',
  '<ETHERLINK_ADDRESS>': '0x45ff91b4bf16ac9907cf4a11436f9ce61be0650d',
};

/**
 * `octez-client transfer … --entrypoint E --arg A`: A parses as Michelson and has E's type
 * (the checker of tests/unit/governance-commands.test.ts, @taquito/michel-codec).
 */
function checkTransferArgument(words: string[]): string[] {
  const entrypoint = words[words.indexOf('--entrypoint') + 1];
  const arg = words[words.indexOf('--arg') + 1];
  if (!words.includes('--entrypoint') || !words.includes('--arg')) return [];
  const destination = words[words.indexOf('to') + 1];
  const types = entrypointTypes;
  const xtzHelper = xtzBridgeContracts.some((c) => Object.values(c.addresses).includes(destination));
  const type = entrypoint === 'deposit' ? types[xtzHelper ? 'deposit (XTZ bridge helper)' : 'deposit (FA token helper)'] : types[entrypoint];
  if (!type) return [`no recorded parameter type for the entrypoint ${entrypoint}`];
  const problems: string[] = [];
  // michel-codec does not know Smart Rollup addresses: each is checked on its own (prefix and
  // checksum), then stands as a contract address for the type check.
  const filled = arg.replace(PLACEHOLDER, (p) => MICHELSON_SAMPLES[p] ?? p).replace(/"(sr1\w+)"/g, (literal) => {
    problems.push(...checkArgument(literal, 'address'));
    return `"${MICHELSON_SAMPLES['<HELPER_CONTRACT>']}"`;
  });
  problems.push(...checkArgument(filled, type));
  return problems.map((problem) => `--arg of ${entrypoint}: ${problem}`);
}

/** Variables a script reads (`process.env.NAME`). */
function envRead(file: string): string[] {
  return Array.from(readFileSync(join(repoRoot, file), 'utf8').matchAll(/process\.env\.([A-Z_]+)/g), (m) => m[1]);
}

function planBlock(block: DocBlock, commands: ShellCommand[], pageBlocks: DocBlock[]): Plan {
  const first = commands[0];
  if (!first) return {kind: 'done', by: 'parse', problems: ['an empty shell block']};
  const programs = commands.map(programOf);
  const code = block.code;

  // JSON-RPC over curl and cast commands run against anvil.
  const hasRpc = requestBodies(code).length > 0;
  if (programs.includes('cast') || (programs.includes('curl') && hasRpc)) {
    const bodies = requestBodies(code);
    const problems = bodies.flatMap((b) => checkRequest(b).problems);
    // Etherlink's second parameter of eth_sendRawTransactionSync ("pending") is unknown to anvil.
    if (bodies.some((b) => b.includes('"eth_sendRawTransactionSync"'))) return {kind: 'done', by: 'json-rpc request (anvil lacks Etherlink\'s "pending" parameter)', problems};
    const chain = URLS.find(([url]) => code.includes(url))?.[1];
    if (!chain) return {kind: 'done', by: 'anvil run', problems: ['names no RPC URL this check can swap for a local node']};
    return {kind: 'anvil', chain};
  }

  // Steps that compile or run files the page shows run in one scratch folder per page, in order.
  const session = pageSession(commands, pageBlocks);
  if (session) return session;

  if (block.title && isFragment(block)) return {kind: 'fragment', reason: fragmentReason(commands) ?? 'partial by design (see its title)'};

  if (programs.some((p) => p === 'npx' || p === 'hardhat') && code.includes('hardhat')) return {kind: 'done', by: HARDHAT_OWNER, problems: []};
  if (TUTORIAL.test(block.page)) return checkTutorialBlock(commands);

  const problems: string[] = [];
  const by = new Set<string>();
  for (const command of commands) {
    const [program, sub] = command.words;
    if (program === 'jq' && by.has('facts API route (plugins/facts-api)')) continue;
    if (/^octez-/.test(program ?? '')) {
      problems.push(...checkAgainstManual(command.words));
      if (program === 'octez-client' && sub === 'transfer') problems.push(...checkTransferArgument(command.words));
      by.add(`flags checked against ${manualSource(program!)}`);
    } else if (program === 'docker') {
      problems.push(...checkDocker(command.words));
      by.add(`flags checked against ${manualSource('docker')}`);
      const inner = command.words.find((w) => /^octez-/.test(w));
      if (inner) by.add(`flags checked against ${manualSource(inner)}`);
    } else if (program === 'forge') {
      problems.push(...checkForge(command.words));
      by.add('manual check (forge --help)');
    } else if (program?.startsWith('--')) {
      // A list of options: those of the command the page is about (octez-evm-node run observer).
      problems.push(...checkAgainstManual(['octez-evm-node', 'run', 'observer', ...commands.flatMap((c) => c.words)]));
      by.add(`flags checked against ${manualSource('octez-evm-node')}`);
      break;
    } else if (program === 'curl') {
      const url = command.words.find((w) => /^(https?:\/\/|localhost)/.test(w) || w.startsWith('http://<'));
      if (!url) problems.push('curl without a URL');
      else if (/:8932\//.test(url)) {
        problems.push(...checkRpcPath('octez-smart-rollup-node', new URL(url).pathname + new URL(url).search));
        by.add(`RPC path checked against ${manualSource('octez-smart-rollup-node')}`);
        continue;
      } else if (/\/metrics$/.test(url) && url.includes('<RPC_PORT>')) {
        problems.push(...checkRpcPath('octez-evm-node', '/metrics'));
        by.add(`RPC path checked against ${manualSource('octez-evm-node')}`);
        continue;
      }
      else if (url.startsWith('https://docs.etherlink.com/api/v1/')) {
        const file = url.slice('https://docs.etherlink.com'.length);
        if (!readFileSync(join(repoRoot, 'plugins/facts-api/facts.ts'), 'utf8').includes(file.split('/').pop()!)) problems.push(`the facts API has no ${file}`);
        by.add('facts API route (plugins/facts-api)');
        continue;
      } else problems.push(`curl ${url}: no check knows this endpoint`);
      by.add('manual check');
    } else if (program === 'npm' && sub === 'install') {
      problems.push(...checkNpmInstall(command.words));
      by.add('package.json pin');
    } else if (program === 'npm' && sub === 'init') {
      by.add('parse');
    } else if (program === 'npx' && sub === 'tsx' && command.words.includes('roll.mts')) {
      const names = command.env.map((e) => e.split('=')[0]);
      const read = envRead('examples/snippets/vrf/roll.mts');
      for (const name of names) if (!read.includes(name)) problems.push(`roll.mts does not read ${name}`);
      for (const name of read) if (!names.includes(name)) problems.push(`the command does not set ${name}, which roll.mts reads`);
      by.add('examples/snippets/vrf/roll.mts variables');
    } else if ((program === 'npx' && sub === 'tsx' && command.words[2] === 'mcp/server.ts') || (program === 'npm' && sub === 'run')) {
      const help = mcpHelp();
      for (const flag of command.words.slice(3).filter((w) => w.startsWith('--') && w !== '--help')) if (!help.includes(flag)) problems.push(`mcp/server.ts --help lists no ${flag}`);
      if (program === 'npm' && !(sub === 'run' && command.words[2] === 'build')) problems.push(`npm run ${command.words[2]}: no such script`);
      by.add('mcp/server.ts --help');
    } else if (program === 'node' || program === 'npx' || program === 'export') {
      // A script the page shows (by title) or a variable a script on the page reads.
      const names = [...command.words.slice(1), ...command.env].map((w) => w.replace(/=.*/, ''));
      const titles = pageBlocks.map((b) => b.title ?? '');
      const text = pageBlocks.map((b) => b.code).join('\n');
      for (const word of command.words.slice(1)) {
        if (/\.(mjs|js|sol)$/.test(word) && !titles.includes(word)) problems.push(`${word} is not a file the page shows`);
      }
      const known = (n: string) => text.includes(`process.env.${n}`) || text.includes(`$${n}`) || Object.values(manuals).some((m) => m.environment?.includes(n));
      if (program === 'export' && !names.every(known)) problems.push(`no block on the page and no recorded manual reads ${names.filter((n) => !known(n)).join(', ')}`);
      if (program === 'node' && sub === '-e') {
        try {
          execFileSync(process.execPath, command.words.slice(1), {encoding: 'utf8'});
        } catch (error) {
          problems.push(`node -e failed: ${(error as Error).message}`);
        }
        by.add('node run');
        continue;
      }
      by.add('page files and variables');
    } else {
      problems.push(`${program}: no check covers this command; run it, check it, or mark the block "(fragment)"`);
    }
  }
  return {kind: 'done', by: Array.from(by).join(' + ') || 'parse', problems};
}

/** Files a page shows under a file-name title (`deploy.mjs`, `HelloEtherlink.sol`). */
function pageFiles(pageBlocks: DocBlock[]): Map<string, string> {
  return new Map(pageBlocks.filter((b) => b.title && /^[\w.-]+\.(sol|mjs|js)$/.test(b.title)).map((b) => [b.title!, b.code]));
}

/**
 * `npx solcjs … X.sol` and `node X.mjs` where the page shows X, and X talks only to Etherlink
 * RPC URLs: run on anvil in the page's scratch folder (after the page's earlier steps).
 */
function pageSession(commands: ShellCommand[], pageBlocks: DocBlock[]): Plan | null {
  const files = pageFiles(pageBlocks);
  const named = commands.flatMap((c) => (c.words[0] === 'node' || (c.words[0] === 'npx' && c.words[1] === 'solcjs') ? c.words.filter((w) => files.has(w)) : []));
  if (named.length === 0 || commands.some((c) => c.dynamic)) return null;
  const scripts = Array.from(files).filter(([name]) => name.endsWith('.mjs') || name.endsWith('.js'));
  const urls = scripts.flatMap(([, code]) => Array.from(code.matchAll(/https?:\/\/[^\s"'`]+/g), (m) => m[0]));
  if (urls.length === 0 || !urls.every((u) => URLS.some(([url]) => url === u))) return null;
  return {kind: 'anvil', chain: URLS.find(([url]) => url === urls[0])![1], session: true};
}

const EXAMPLE = 'examples/marketpulse';
const exampleHas = (path: string) => ['', 'app/'].some((dir) => existsSync(join(repoRoot, EXAMPLE, dir, path)));
function exampleScripts(): Record<string, string> {
  const read = (file: string) => (JSON.parse(readFileSync(join(repoRoot, EXAMPLE, file), 'utf8')) as {scripts?: Record<string, string>}).scripts ?? {};
  return {...read('package.json'), ...read('app/package.json')};
}

/**
 * The tutorial's steps against the finished project in examples/marketpulse, which the
 * tutorial's own tests build and run: folders it makes exist there, files it removes do not,
 * scripts it adds or runs are in its package.json, packages it installs are pinned there, and
 * the variable it exports is the one hardhat.config.ts reads. Its `git` steps run in a
 * scratch folder, pushing to a local bare repository.
 */
function checkTutorialBlock(commands: ShellCommand[]): Plan {
  const problems: string[] = [];
  const by = new Set<string>();
  for (const {words} of commands) {
    const [program, sub, ...args] = words;
    if (program === 'npx' && sub === 'hardhat') {
      by.add(HARDHAT_OWNER);
      continue;
    }
    by.add(`${EXAMPLE} project`);
    if (program === 'mkdir') {
      for (const dir of args.filter((a) => !a.startsWith('-') && a !== 'marketpulse')) if (!exampleHas(dir)) problems.push(`mkdir ${dir}: ${EXAMPLE} has no ${dir}`);
      if (sub !== '-p' && sub !== 'marketpulse') problems.push(`mkdir ${sub}: not the project folder`);
    } else if (program === 'cd') {
      if (sub !== 'marketpulse' && !exampleHas(sub)) problems.push(`cd ${sub}: ${EXAMPLE} has no ${sub}`);
    } else if (program === 'rm') {
      for (const file of [sub, ...args]) if (exampleHas(file)) problems.push(`rm ${file}: the finished project still has it`);
    } else if (program === 'npm' && sub === 'pkg' && args[0] === 'set') {
      const scripts = exampleScripts();
      for (const pair of args.slice(1)) {
        const [key, value] = pair.split(/=(.*)/s, 2);
        const name = key.replace(/^scripts\./, '');
        if (scripts[name] !== value) problems.push(`npm pkg set ${key}: the project's script is ${JSON.stringify(scripts[name])}, not ${JSON.stringify(value)}`);
      }
    } else if (program === 'npm' && sub === 'run') {
      if (!(args[0] in exampleScripts())) problems.push(`npm run ${args[0]}: no such script in ${EXAMPLE}`);
    } else if (program === 'npm' && sub === 'install') {
      problems.push(...checkNpmInstall(words));
    } else if (program === 'npm' && (sub === 'init' || sub === 'create')) {
      if (sub === 'create' && args[0]?.startsWith('vite') && !pinnedVersion('vite').length) problems.push('npm create vite: the project does not use vite');
    } else if (program === 'export') {
      const name = sub.split('=')[0];
      if (!readFileSync(join(repoRoot, EXAMPLE, 'hardhat.config.ts'), 'utf8').includes(`"${name}"`)) problems.push(`${name}: hardhat.config.ts does not read it`);
    } else if (program === 'git') {
      by.delete(`${EXAMPLE} project`);
      by.add('git run');
    } else problems.push(`${program}: no check covers this tutorial step`);
  }
  if (by.has('git run')) return {kind: 'git', by: Array.from(by).join(' + '), problems};
  return {kind: 'done', by: Array.from(by).join(' + '), problems};
}

/** Runs a block of `git` steps in a scratch repository; `<REPOSITORY_URL>` is a local bare repository. */
function runGit(code: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'snippets-git-'));
  const remote = join(dir, 'remote.git');
  const work = join(dir, 'marketpulse');
  mkdirSync(work);
  execFileSync('git', ['init', '--bare', '-q', remote]);
  writeFileSync(join(work, 'README.md'), 'MarketPulse\n');
  const env = {...process.env, GIT_AUTHOR_NAME: 'Docs', GIT_AUTHOR_EMAIL: 'docs@example.com', GIT_COMMITTER_NAME: 'Docs', GIT_COMMITTER_EMAIL: 'docs@example.com', GIT_CONFIG_GLOBAL: '/dev/null'};
  try {
    const run = spawnSync('bash', ['-eo', 'pipefail', '-c', code.split('<REPOSITORY_URL>').join(remote)], {cwd: work, env, encoding: 'utf8'});
    if (run.status !== 0) return [`git steps failed: ${run.stderr.trim().split('\n').slice(-2).join(' | ')}`];
    const pushed = execFileSync('git', ['--git-dir', remote, 'log', '--format=%s', 'main'], {encoding: 'utf8'}).trim();
    return pushed ? [] : ['nothing reached the remote'];
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

let mcpHelpText: string | null = null;
function mcpHelp(): string {
  const run = spawnSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'mcp/server.ts', '--help'], {cwd: repoRoot, encoding: 'utf8'});
  mcpHelpText ??= `${run.stdout}${run.stderr}`;
  return mcpHelpText;
}

/** Splits `{…}{…}` (curl prints responses back to back) into JSON values. */
export function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (depth++ === 0) start = i;
    } else if (c === '}' || c === ']') {
      if (--depth === 0) values.push(JSON.parse(text.slice(start, i + 1)));
    }
  }
  return values;
}

/**
 * Values that differ between any two chains: hashes, addresses, block numbers and times. A
 * trace's `gas` and `gasUsed` are masked too: anvil 1.7.1's callTracer gives the call's gas after
 * the intrinsic cost and the block's cumulative gas (0x13220 and 0x17c1c for the sample transfer,
 * whose receipt says 0xcb93); runOnAnvil holds the shown `gasUsed` to anvil's receipt instead.
 */
function mask(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => mask(v, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  if (typeof value === 'string') {
    if (/^0x[0-9a-f]{64}$/i.test(value)) return '<HASH>';
    if (/^0x[0-9a-f]{40}$/i.test(value)) return '<ADDRESS>';
    if (key === 'blockNumber' || key === 'number') return '<BLOCK_NUMBER>';
    if (key === 'blockTimestamp' || key === 'timestamp') return '<TIME>';
    if (key === 'gas' || key === 'gasUsed') return '<GAS>';
  }
  return value;
}

/** `value` reduced to the keys of `shape`, in its order. */
function pick(value: unknown, shape: unknown): unknown {
  if (Array.isArray(shape) && Array.isArray(value)) return value.map((v, i) => pick(v, shape[i] ?? shape[0]));
  if (shape && typeof shape === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.keys(shape).map((k) => [k, pick((value as Record<string, unknown>)[k], (shape as Record<string, unknown>)[k])]));
  }
  return value;
}

/** The response block that follows a command block on its page, if any. */
function shownResponse(block: DocBlock, pageBlocks: DocBlock[]): string | undefined {
  const next = pageBlocks[pageBlocks.indexOf(block) + 1];
  return next?.file && /^examples\/snippets\/rpc\/.*\.response\.json$/.test(next.file) ? next.file : undefined;
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function runBash(code: string, env: NodeJS.ProcessEnv, cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-eo', 'pipefail', '-c', code], {env, cwd});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr});
    });
  });
}

const sessions = new Map<string, string>();
/** The page's scratch folder, inside the repository so that `npx` and imports find node_modules. */
function sessionDir(page: string, pageBlocks: DocBlock[], anvils: Anvils): string {
  let dir = sessions.get(page);
  if (!dir) {
    const parent = join(repoRoot, 'node_modules/.cache/snippets');
    mkdirSync(parent, {recursive: true});
    dir = mkdtempSync(join(parent, 'page-'));
    for (const [name, code] of pageFiles(pageBlocks)) {
      let text = code;
      for (const [url, network] of URLS) text = text.split(url).join(anvils.chains[network].url);
      writeFileSync(join(dir, name), text);
    }
    sessions.set(page, dir);
  }
  return dir;
}

async function runOnAnvil(block: DocBlock, chain: Chain, anvils: Anvils, pageBlocks: DocBlock[], binDir: string, session = false): Promise<string[]> {
  let code = block.code;
  for (const [url, name] of URLS) code = code.split(url).join(anvils.chains[name].url);
  const samples: Record<string, string> = {...SAMPLES, ...chain.samples};
  if (code.includes('<SIGNED_TRANSACTION>')) {
    samples['<SIGNED_TRANSACTION>'] = execFileSync(
      join(binDir, 'cast'),
      ['mktx', '--private-key', testKeys[0], '--rpc-url', chain.url, '0x46899d4FA5Ba90E3ef3B7aE8aae053C662c1Ca1d', '--value', '1'],
      {encoding: 'utf8'},
    ).trim();
  }
  const problems: string[] = [];
  code = code.replace(PLACEHOLDER, (placeholder) => {
    if (samples[placeholder] === undefined) problems.push(`no sample value for ${placeholder}`);
    return samples[placeholder] ?? placeholder;
  });
  if (problems.length > 0) return problems;
  const env: NodeJS.ProcessEnv = {...process.env, PATH: `${binDir}:${process.env.PATH}`, HOME: anvils.home, ETHERLINK_PRIVATE_KEY: testKeys[0]};
  // The keystore's password file, for `--account` (cast reads ETH_PASSWORD as that file).
  if (code.includes('--account')) env.ETH_PASSWORD = anvils.passwordFile;
  // Etherlink's base fee stays at 1 gwei; anvil's falls after each block.
  await rpc(chain.url, 'anvil_setNextBlockBaseFeePerGas', ['0x3b9aca00']);
  const run = await runBash(code, env, session ? sessionDir(block.page, pageBlocks, anvils) : anvils.home);
  if (run.status !== 0) return [`exited with ${run.status} on anvil (${chain.name}): ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' | ')}`];
  const responses = jsonValues(run.stdout) as {error?: {message: string}; result?: unknown}[];
  for (const response of responses) if (response && typeof response === 'object' && 'error' in response) problems.push(`JSON-RPC error on anvil: ${response.error?.message}`);
  const shown = shownResponse(block, pageBlocks);
  if (shown) {
    // Every field the page shows must have anvil's value; anvil may add newer fields (blockTimestamp).
    const shownValue = mask(JSON.parse(readFileSync(join(repoRoot, shown), 'utf8')));
    const expected = JSON.stringify(shownValue);
    const actual = JSON.stringify(pick(mask(responses[responses.length - 1]), shownValue));
    if (expected !== actual) problems.push(`the response shown (${shown}) differs from anvil's:\n    shown: ${expected}\n    anvil: ${actual}`);
    const shownTrace = JSON.parse(readFileSync(join(repoRoot, shown), 'utf8')) as {result?: {gasUsed?: string}};
    if (shown.includes('debug_traceTransaction') && shownTrace.result?.gasUsed) {
      const receipt = (await rpc(chain.url, 'eth_getTransactionReceipt', [samples['<TRANSACTION_HASH>']])) as {gasUsed: string};
      if (receipt.gasUsed !== shownTrace.result.gasUsed) problems.push(`the trace shown uses ${shownTrace.result.gasUsed} gas; anvil's receipt says ${receipt.gasUsed}`);
    }
  }
  return problems;
}

/** Verifies the shell blocks; starts anvil only if some block needs it. */
export async function verifyShellBlocks(blocks: DocBlock[], allBlocks: DocBlock[] = blocks): Promise<BlockReport[]> {
  const reports: {report: BlockReport; plan: Plan}[] = [];
  for (const block of blocks) {
    const report: BlockReport = {block, status: 'verified', problems: []};
    const parsed = parseShell(block.code);
    report.problems.push(...parsed.problems);
    const pageBlocks = allBlocks.filter((b) => b.page === block.page);
    const plan = planBlock(block, parsed.commands, pageBlocks);
    if (plan.kind === 'fragment') {
      report.status = 'fragment';
      report.by = `fragment: ${plan.reason}`;
    } else if (plan.kind === 'done' || plan.kind === 'git') {
      report.by = plan.by;
      report.problems.push(...plan.problems);
      if (plan.kind === 'git' && plan.problems.length === 0) report.problems.push(...runGit(block.code));
    } else report.by = 'anvil run';
    reports.push({report, plan});
  }
  const onAnvil = reports.filter((r) => r.plan.kind === 'anvil' && r.report.problems.length === 0);
  if (onAnvil.length > 0) {
    const anvils = await startAnvils();
    const binDir = mkdtempSync(join(tmpdir(), 'snippets-bin-'));
    for (const tool of ['cast', 'forge'] as const) symlinkSync(foundryBin(tool), join(binDir, tool));
    mkdirSync(anvils.home, {recursive: true});
    try {
      // Read-only blocks run all at once; then, per chain, the blocks that send transactions run one
      // after the other, so they never race for a nonce or move the base fee under a read.
      const run = (r: (typeof onAnvil)[number]) => {
        const name = (r.plan as {chain: Chain['name']}).chain;
        const pageBlocks = allBlocks.filter((b) => b.page === r.report.block.page);
        const session = (r.plan as {session?: boolean}).session;
        return runOnAnvil(r.report.block, anvils.chains[name], anvils, pageBlocks, binDir, session).then((problems) => r.report.problems.push(...problems));
      };
      const sends = (r: (typeof onAnvil)[number]) => (r.plan as {session?: boolean}).session || /cast send|eth_sendRawTransaction|forge create/.test(r.report.block.code);
      await Promise.all(onAnvil.filter((r) => !sends(r)).map(run));
      await Promise.all(
        (['mainnet', 'shadownet'] as const).map(async (name) => {
          for (const r of onAnvil.filter((x) => sends(x) && (x.plan as {chain: string}).chain === name)) await run(r);
        }),
      );
    } finally {
      anvils.stop();
      for (const dir of [...sessions.values(), anvils.home, binDir]) rmSync(dir, {recursive: true, force: true});
      sessions.clear();
    }
  }
  for (const {report} of reports) if (report.problems.length > 0) report.status = 'unverified';
  return reports.map((r) => r.report);
}
