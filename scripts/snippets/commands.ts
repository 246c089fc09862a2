/**
 * Classes every shell block of docs/ (and the JSX ones, blocks.ts) by what was done with it, and
 * never runs what it does not understand: a page is someone's pull request.
 * - **output compared / ran**: only plain `cast` or `curl` commands (no substitution, pipe, chain
 *   or redirection: shell.ts) whose every URL is a public RPC URL, swapped for a local anvil
 *   node's (anvil.ts), each run as a word list with no shell (run.ts). A response the page shows
 *   must equal the run's. `npx hardhat …` blocks listed in the page's `tested_commands:` are run
 *   by tests/unit/marketpulse-hardhat.test.ts.
 * - **flags checked against <tool> at <tag>**: Octez and docker commands against the manuals of
 *   manual.ts, `forge` against its own `--help`.
 * - **parsed only**: anything else, with the reason it was not run and the consistency checks
 *   that apply; **fragment**: a block whose meta says `fragment="why"`.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import matter from 'gray-matter';
import semver from 'semver';
import {testedCommands} from '../../src/components/TestedVersions/versions';
import {mainnet, shadownet} from '../../src/data/networks';
import {checkArgument, contractRules, withSamples} from '../../tests/unit/support/octez-command';
import {allowedPath, repoRoot, type DocBlock} from './blocks';
import {foundryBin, rpc, startAnvils, testKeys, type Anvils, type Chain} from './anvil';
import {contractInterface, entrypointType} from './entrypoint-types';
import {checkAgainstManual, checkRpcPath, manualSource, manuals} from './manual';
import {checkRequest, requestBodies} from './rpc';
import {commandEnv, runArgv} from './run';
import {parseShell, PLACEHOLDER, type ShellCommand} from './shell';
import type {BlockReport} from './verify';

export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/** Runs the Hardhat commands of the tutorial pages' `tested_commands:` (Hardhat 3 needs a newer Node.js setup). */
export const HARDHAT_TEST = 'tests/unit/marketpulse-hardhat.test.ts';
const TUTORIAL = /^docs\/tutorials\/marketpulse\//;

/** Values for placeholders in commands that run; chain-state ones come from anvil.ts. */
const SAMPLES: Record<string, string> = {
  '<DEPOSIT_ID>': '1',
  '<TEZOS_ADDRESS>': 'tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A',
  '<KEYSTORE_ACCOUNT>': 'docs-sample',
};
/** The only variables a command that runs may read, and the value it gets. */
const VARIABLES: Record<string, string> = {ETHERLINK_PRIVATE_KEY: testKeys[0]};

/** Public RPC URLs and the local node URL the pages use, by the network whose anvil answers them. */
const URLS: [string, Chain['name']][] = [
  [mainnet.rpcUrl, 'mainnet'],
  [shadownet.rpcUrl, 'shadownet'],
  ['http://localhost:8545', 'shadownet'],
  ['<AVALANCHE_RPC_URL>', 'mainnet'],
];

/** `cast` subcommands that only talk to the node given by `--rpc-url`. */
const CAST_COMMANDS = new Set(['call', 'send', 'balance', 'chain-id', 'block-number', 'block', 'receipt', 'tx', 'logs', 'code', 'storage', 'nonce', 'estimate', 'gas-price', 'rpc', 'publish']);
/** The cast options the pages use. */
const CAST_OPTIONS = new Set(['--rpc-url', '--private-key', '--account', '--value', '--json', '--block', '--from', '--gas-limit']);
/** curl options a JSON-RPC request needs, and whether each takes a value. */
const CURL_OPTIONS: Record<string, boolean> = {'-s': false, '--silent': false, '-X': true, '--request': true, '-H': true, '--header': true, '-d': true, '--data': true, '--data-raw': true};

/** A command that will run: its program and words, URLs and placeholders still as on the page. */
interface Step {
  program: 'cast' | 'curl';
  words: string[];
}

type Plan = {run: Step[]; chain: Chain['name']} | {kind: BlockReport['kind']; label?: string; detail?: string; problems: string[]};

const isUrl = (word: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(word) || /^(localhost|127\.|\[::1\])/.test(word) || word.startsWith('<') && word.endsWith('_URL>');
const chainOf = (url: string) => URLS.find(([known]) => known === url)?.[1];

/** Why one command cannot run here, or null when it can. */
function whyNotRun(command: ShellCommand): string | null {
  const [program, sub, ...rest] = command.words;
  if (program !== 'cast' && program !== 'curl') return `${program ?? 'an assignment'} is not a program the check runs`;
  if (command.env.length > 0) return `${program ?? 'it'} sets variables (${command.env.join(' ')})`;
  const unknown = command.vars.filter((name) => !(name in VARIABLES));
  if (unknown.length > 0) return `${program} reads $${unknown.join(', $')}`;
  const urls = command.words.filter(isUrl);
  const foreign = urls.find((url) => !chainOf(url));
  if (foreign) return `${foreign} is not an RPC URL the check swaps for a local node`;
  if (urls.length === 0) return `${program} names no RPC URL`;
  if (program === 'cast') {
    if (!CAST_COMMANDS.has(sub)) return `cast ${sub} is not a command the check runs`;
    // Options are a known few: others can reach the network (--trace looks up signatures) or read files.
    const option = rest.find((w) => /^-/.test(w) && !CAST_OPTIONS.has(w));
    if (option) return `cast ${option} is not an option the check runs`;
    if (!rest.includes('--rpc-url') || rest.some((w, i) => w === '--rpc-url' && !chainOf(rest[i + 1] ?? ''))) return 'cast without a swappable --rpc-url';
    const path = rest.find((w) => !isUrl(w) && /^[/~]|\.\.\//.test(w));
    return path ? `cast reads the path ${path}` : null;
  }
  if (program === 'curl') {
    for (let i = 1; i < command.words.length; i++) {
      const word = command.words[i];
      if (isUrl(word)) continue;
      if (!(word in CURL_OPTIONS)) return `curl ${word} is not an option the check runs`;
      if (CURL_OPTIONS[word] && command.words[++i]?.startsWith('@')) return `curl reads the file ${command.words[i]}`;
    }
  }
  return null;
}

const pageTestedCommands = (page: string): string[] =>
  existsSync(join(repoRoot, page)) ? testedCommands(matter(readFileSync(join(repoRoot, page), 'utf8')).data.tested_commands) : [];

async function planBlock(block: DocBlock, commands: ShellCommand[], unsafe: string[], pageBlocks: DocBlock[]): Promise<Plan> {
  if (commands.length === 0) return {kind: 'parsed only', problems: ['an empty shell block']};
  const reasons = [...unsafe, ...commands.map(whyNotRun).filter((r): r is string => r !== null)];
  const bodies = requestBodies(block.code);
  const problems = bodies.flatMap((b) => checkRequest(b).problems);
  if (reasons.length === 0 && problems.length === 0) {
    // Etherlink's second parameter of eth_sendRawTransactionSync ("pending") is unknown to anvil.
    if (bodies.some((b) => b.includes('"eth_sendRawTransactionSync"'))) return {kind: 'parsed only', detail: 'a valid request; anvil lacks Etherlink\'s "pending" parameter', problems};
    const chain = chainOf(commands.flatMap((c) => c.words).find(isUrl)!)!;
    return {run: commands.map((c) => ({program: c.words[0] as Step['program'], words: c.words.slice(1)})), chain};
  }
  const notRun = `not run: ${reasons[0] ?? 'a request anvil cannot answer'}`;

  const lines = commands.map((c) => c.words.join(' '));
  const tested = pageTestedCommands(block.page);
  if (lines.every((l) => tested.includes(l))) return {kind: 'ran', detail: `by ${HARDHAT_TEST}`, problems};

  const tools = new Set<string>();
  const other = new Set<string>();
  for (const command of commands) {
    const [program, sub] = command.words;
    if (/^octez-/.test(program ?? '')) {
      problems.push(...checkAgainstManual(command.words));
      if (program === 'octez-client' && ['transfer', 'call', 'run'].includes(sub ?? '')) problems.push(...checkContractArgument(command.words));
      tools.add(manualSource(program));
    } else if (program === 'docker') {
      problems.push(...checkDocker(command.words));
      tools.add(manualSource('docker'));
      tools.add(manualSource(command.words.find((w) => w.startsWith('octez-')) ?? 'octez-evm-node'));
    } else if (program === 'forge') {
      const forge = await forgeHelp(sub);
      problems.push(...checkForge(command.words, forge.help));
      tools.add(`forge at ${forge.version}`);
    } else if (program?.startsWith('--')) {
      // A list of options: those of the command the page is about (octez-evm-node run observer).
      problems.push(...checkAgainstManual(['octez-evm-node', 'run', 'observer', ...commands.flatMap((c) => c.words)]));
      tools.add(manualSource('octez-evm-node'));
      break;
    } else if (program === 'curl' && /^http:\/\/localhost:8932\//.test(command.words.find(isUrl) ?? '')) {
      const url = new URL(command.words.find(isUrl)!);
      problems.push(...checkRpcPath('octez-smart-rollup-node', url.pathname + url.search));
      tools.add(manualSource('octez-smart-rollup-node'));
    } else if (program === 'curl' && command.words.some((w) => /<RPC_PORT>\/metrics$/.test(w))) {
      problems.push(...checkRpcPath('octez-evm-node', '/metrics'));
      tools.add(manualSource('octez-evm-node'));
    } else {
      problems.push(...consistency(block, command, pageBlocks));
      other.add(program ?? '');
    }
  }
  if (other.size === 0 && tools.size > 0) return {kind: 'flags checked', label: `flags checked against ${Array.from(tools).join(' and ')}`, problems};
  return {kind: 'parsed only', detail: notRun, problems};
}

/** Checks of a command that is not run, against what it names. */
function consistency(block: DocBlock, command: ShellCommand, pageBlocks: DocBlock[]): string[] {
  const [program, sub] = command.words;
  if (TUTORIAL.test(block.page)) return checkTutorialStep(command.words);
  if (program === 'npm' && sub === 'install') return checkNpmInstall(command.words);
  if (program === 'npx' && sub === 'tsx' && command.words.includes('roll.mts')) {
    const names = command.env.map((e) => e.split('=')[0]);
    const read = envRead('examples/snippets/vrf/roll.mts');
    return [
      ...names.filter((name) => !read.includes(name)).map((name) => `roll.mts does not read ${name}`),
      ...read.filter((name) => !names.includes(name)).map((name) => `the command does not set ${name}, which roll.mts reads`),
    ];
  }
  if ((program === 'npx' && sub === 'jiti' && command.words[2] === 'mcp/server.ts') || (program === 'npm' && sub === 'run')) {
    const server = readFileSync(join(repoRoot, 'mcp/server.ts'), 'utf8');
    const problems = command.words.slice(3).filter((w) => w.startsWith('--') && w !== '--help' && !server.includes(w)).map((flag) => `mcp/server.ts has no option ${flag}`);
    if (program === 'npm' && command.words[2] !== 'build') problems.push(`npm run ${command.words[2]}: no such script`);
    return problems;
  }
  if (program === 'node' || program === 'export') {
    // A script the page shows (by title), or a variable that a block of the page or a manual reads.
    const titles = pageBlocks.map((b) => b.title ?? '');
    const text = pageBlocks.map((b) => b.code).join('\n');
    const problems = command.words.slice(1).filter((w) => /\.(mjs|js)$/.test(w) && !titles.includes(w)).map((w) => `${w} is not a file the page shows`);
    const known = (n: string) => text.includes(`process.env.${n}`) || text.includes(`$${n}`) || Object.values(manuals).some((m) => m.environment?.includes(n));
    const names = command.words.slice(1).map((w) => w.replace(/=.*/, ''));
    if (program === 'export' && !names.every(known)) problems.push(`no block on the page and no recorded manual reads ${names.filter((n) => !known(n)).join(', ')}`);
    return problems;
  }
  if (program === 'curl' && command.words.some((w) => w.startsWith('https://docs.etherlink.com/api/v1/'))) {
    const route = command.words.find((w) => w.startsWith('https://docs.etherlink.com/api/v1/'))!.split('/').pop()!;
    return readFileSync(join(repoRoot, 'plugins/facts-api/facts.ts'), 'utf8').includes(route) ? [] : [`the facts API has no ${route}`];
  }
  return [];
}

const forgeHelps = new Map<string, Promise<{version: string; help: string}>>();
/** `forge <sub> --help` of the installed forge (its own manual), run as a word list in a scratch folder. */
function forgeHelp(sub: string): Promise<{version: string; help: string}> {
  let found = forgeHelps.get(sub);
  if (!found) {
    found = (async () => {
      const scratch = mkdtempSync(join(tmpdir(), 'snippets-forge-'));
      const options = {cwd: scratch, env: commandEnv(scratch, {HOME: scratch})};
      try {
        const version = (await runArgv(foundryBin('forge'), ['--version'], options)).stdout.split('\n')[0].replace(/^forge\s+(Version:\s*)?/i, '').split(/[\s-]/)[0];
        const help = /^[a-z][a-z-]*$/.test(sub) ? (await runArgv(foundryBin('forge'), [sub, '--help'], options)).stdout : '';
        return {version, help};
      } finally {
        rmSync(scratch, {recursive: true, force: true});
      }
    })();
    forgeHelps.set(sub, found);
  }
  return found;
}

function checkForge(words: string[], help: string): string[] {
  if (!help) return [`forge has no command ${words[1]}`];
  return words
    .slice(2)
    .filter((w) => w.startsWith('--'))
    .filter((flag) => !new RegExp(`(^|[\\s,])${flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s=<,]|$)`, 'm').test(help))
    .map((flag) => `forge ${words[1]} has no option ${flag}`);
}

/** Variables a script reads (`process.env.NAME`). */
function envRead(file: string): string[] {
  return Array.from(readFileSync(join(repoRoot, file), 'utf8').matchAll(/process\.env\.([A-Z_]+)/g), (m) => m[1]);
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

const cliOutputs = new Map<string, string>();
/** What a Node.js CLI of node_modules prints for `args`, run once per check (no project, no telemetry). */
function cliOutput(script: string, args: string[]): string {
  const key = [script, ...args].join(' ');
  if (!cliOutputs.has(key)) {
    const env = {...process.env, HARDHAT_DISABLE_TELEMETRY: 'true'};
    cliOutputs.set(key, spawnSync(process.execPath, [join(repoRoot, 'node_modules', script), ...args], {cwd: tmpdir(), env, encoding: 'utf8'}).stdout);
  }
  return cliOutputs.get(key)!;
}

/** `npx hardhat --init [--template <name>]`: the template is one the installed hardhat lists with `--init --templates`. */
function checkHardhatInit(args: string[]): string[] {
  const templates = Array.from(cliOutput('hardhat/dist/src/cli.js', ['--init', '--templates']).matchAll(/^\s*- (\S+)$/gm), (m) => m[1]);
  const at = args.indexOf('--template');
  const others = args.filter((arg, i) => i !== at && i !== at + 1);
  if (others.length > 0) return [`npx hardhat --init: the tutorial's check knows only --template, not ${others.join(' ')}`];
  if (at >= 0 && !templates.includes(args[at + 1] ?? '')) return [`hardhat ${pinnedVersion('hardhat')[0]} has no template ${args[at + 1]} (it has ${templates.join(', ')})`];
  return [];
}

/**
 * `npm create vite@<version> <folder> -- <options>`: the version is the create-vite the site
 * installs (whose template tests/unit/marketpulse-tested-versions.test.ts reads), the folder is one
 * of the finished project's, and each option and template is one that create-vite's `--help` lists.
 */
function checkNpmCreate(args: string[]): string[] {
  const [initializer = '', folder, ...rest] = args;
  const [name, version] = initializer.split('@');
  const installed = pinnedVersion('create-vite')[0];
  if (name !== 'vite') return [`npm create ${initializer}: the site's tests know only create-vite`];
  const problems: string[] = [];
  if (version !== installed) problems.push(`npm create ${initializer}: the site installs and tests create-vite ${installed}`);
  if (!folder || folder.startsWith('-') || !exampleHas(folder)) problems.push(`npm create ${initializer} ${folder ?? ''}: ${EXAMPLE} has no such folder`);
  const createViteHelp = cliOutput('create-vite/index.js', ['--help']);
  const [optionsPart, templatesPart = ''] = createViteHelp.split('Available templates:');
  const flags = new Set(optionsPart.match(/(?<=^|\s)--?[a-z][a-z-]*/gm));
  const templates = new Set(templatesPart.split(/\s+/).filter(Boolean));
  const options = rest.slice(rest[0] === '--' ? 1 : 0);
  options.forEach((option, i) => {
    const [flag, value] = option.split(/=(.*)/s, 2);
    if (!flag.startsWith('-')) return;
    if (!flags.has(flag)) problems.push(`create-vite ${installed} has no option ${flag}`);
    const template = value ?? options[i + 1];
    if (['-t', '--template'].includes(flag) && !templates.has(template ?? '')) problems.push(`create-vite ${installed} has no template ${template}`);
  });
  return problems;
}

/** `docker run <options> <image> <command…>`: docker's options, then the command in the image. */
function checkDocker(words: string[]): string[] {
  const runOptions = manuals.docker?.commands[0]?.options ?? {};
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
 * `octez-client transfer|call … --entrypoint E --arg A` and `octez-client run view V on contract C
 * with input I`: the argument parses as Michelson and has the type that the contract's compiled
 * code at the tag gives E or V (entrypoint-types.ts, @taquito/michel-codec), and passes the
 * checks the contract makes at run time on values its type allows (a vote value, a hash length).
 */
export function checkContractArgument(words: string[]): string[] {
  const sub = words[1];
  if (sub === 'run' && words[2] === 'view') {
    const [view, contract] = [words[3], words[6]];
    const known = contractInterface(contract);
    const input = words.indexOf('input') > 0 ? words[words.indexOf('input') + 1] : undefined;
    if (!known) return [];
    const type = known.views[view];
    if (!type) return [`${contract} has no view ${view} (${known.source})`];
    if (input === undefined) return type === 'unit' ? [] : [`view ${view} needs an input of type ${type}`];
    const problems: string[] = [];
    const filled = fill(input, problems);
    return [...problems, ...checkArgument(filled, type)].map((problem) => `input of ${view}: ${problem}`);
  }
  if (!words.includes('--entrypoint') || !words.includes('--arg')) return [];
  const entrypoint = words[words.indexOf('--entrypoint') + 1];
  const arg = words[words.indexOf('--arg') + 1];
  const destination = sub === 'call' ? words[2] : words[words.indexOf('to') + 1];
  const {type, source} = entrypointType(destination, entrypoint);
  if (!type) return [`--arg of ${entrypoint}: ${destination} has no entrypoint ${entrypoint} (${source})`];
  const problems: string[] = [];
  const filled = fill(arg, problems);
  problems.push(...checkArgument(filled, type), ...contractRules(entrypoint, filled));
  return problems.map((problem) => `--arg of ${entrypoint}: ${problem}`);
}

/**
 * Placeholders become samples of their type. michel-codec does not know Smart Rollup addresses:
 * each is checked on its own (prefix and checksum), then stands as a contract address.
 */
function fill(arg: string, problems: string[]): string {
  return withSamples(arg.replace(PLACEHOLDER, (p) => MICHELSON_SAMPLES[p] ?? p), problems).replace(/"(sr1\w+)"/g, (literal) => {
    problems.push(...checkArgument(literal, 'address'));
    return `"${MICHELSON_SAMPLES['<HELPER_CONTRACT>']}"`;
  });
}

const EXAMPLE = 'examples/marketpulse';
const exampleHas = (path: string) => ['', 'app/'].some((dir) => allowedPath(join(EXAMPLE, dir, path)) !== null);
function exampleScripts(): Record<string, string> {
  const read = (file: string) => (JSON.parse(readFileSync(join(repoRoot, EXAMPLE, file), 'utf8')) as {scripts?: Record<string, string>}).scripts ?? {};
  return {...read('package.json'), ...read('app/package.json')};
}

/**
 * A tutorial step against the finished project in examples/marketpulse, which the tutorial's
 * own tests build and run: folders it makes exist there, files it removes do not, scripts it
 * adds or runs are in its package.json, packages it installs are pinned there, and the
 * variable it exports is the one hardhat.config.ts reads.
 */
function checkTutorialStep(words: string[]): string[] {
  const [program, sub, ...args] = words;
  const problems: string[] = [];
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
  } else if (program === 'npm' && sub === 'create') {
    problems.push(...checkNpmCreate(args));
  } else if (program === 'npx' && sub === 'hardhat' && args[0] === '--init') {
    problems.push(...checkHardhatInit(args.slice(1)));
  } else if (program === 'export') {
    const name = sub.split('=')[0];
    if (!readFileSync(join(repoRoot, EXAMPLE, 'hardhat.config.ts'), 'utf8').includes(`"${name}"`)) problems.push(`${name}: hardhat.config.ts does not read it`);
  }
  return problems;
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

/** Values that differ between any two chains, and only those: hashes, addresses, block numbers and times. */
function mask(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => mask(v, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  if (typeof value === 'string') {
    if (/^0x[0-9a-f]{64}$/i.test(value)) return '<HASH>';
    if (/^0x[0-9a-f]{40}$/i.test(value)) return '<ADDRESS>';
    if (key === 'blockNumber' || key === 'number') return '<BLOCK_NUMBER>';
    if (key === 'blockTimestamp' || key === 'timestamp') return '<TIME>';
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

/** Runs a block's commands in order on anvil, each as a word list; returns the problems. */
async function runOnAnvil(block: DocBlock, steps: Step[], chain: Chain, anvils: Anvils, pageBlocks: DocBlock[]): Promise<{problems: string[]; compared: boolean}> {
  const samples: Record<string, string> = {...SAMPLES, ...chain.samples};
  const binDir = anvils.binDir;
  // cast reads ETH_PASSWORD as the keystore's password file, for `--account`.
  const env = commandEnv(binDir, {HOME: anvils.home, ...(block.code.includes('--account') ? {ETH_PASSWORD: anvils.passwordFile} : {})});
  if (block.code.includes('<SIGNED_TRANSACTION>')) {
    const args = ['mktx', '--private-key', testKeys[0], '--rpc-url', chain.url, '0x46899d4FA5Ba90E3ef3B7aE8aae053C662c1Ca1d', '--value', '1'];
    samples['<SIGNED_TRANSACTION>'] = (await runArgv(join(binDir, 'cast'), args, {cwd: anvils.home, env})).stdout.trim();
  }
  const problems: string[] = [];
  const fill = (word: string) => {
    if (chainOf(word)) return anvils.chains[chainOf(word)!].url;
    const filled = word.replace(PLACEHOLDER, (p) => samples[p] ?? (problems.push(`no sample value for ${p}`), p));
    return filled.replace(/\$(\w+)/g, (_m, name: string) => VARIABLES[name]);
  };
  const argv = steps.map((s) => ({program: s.program, args: s.words.map(fill)}));
  if (problems.length > 0) return {problems, compared: false};
  // Etherlink's base fee stays at 1 gwei; anvil's falls after each block.
  await rpc(chain.url, 'anvil_setNextBlockBaseFeePerGas', ['0x3b9aca00']);
  let stdout = '';
  for (const {program, args} of argv) {
    // curl: -q first, so no .curlrc is read.
    const run = await runArgv(program === 'curl' ? 'curl' : join(binDir, 'cast'), program === 'curl' ? ['-q', ...args] : args, {cwd: anvils.home, env});
    if (run.status !== 0 || run.stopped) return {problems: [`${program} ${run.stopped ?? `exited with ${run.status}`} on anvil (${chain.name}): ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' | ')}`], compared: false};
    stdout += run.stdout;
  }
  const responses = jsonValues(stdout) as {error?: {message: string}; result?: unknown}[];
  for (const response of responses) if (response && typeof response === 'object' && 'error' in response) problems.push(`JSON-RPC error on anvil: ${response.error?.message}`);
  const shown = shownResponse(block, pageBlocks);
  if (!shown) return {problems, compared: false};
  // Every field the page shows must have anvil's value; anvil may add newer fields (blockTimestamp).
  const shownJson = JSON.parse(readFileSync(join(repoRoot, shown), 'utf8')) as {result?: {gas?: string; gasUsed?: string}};
  const last = responses[responses.length - 1] as {result?: {gas?: string; gasUsed?: string}};
  if (shown.includes('debug_traceTransaction') && shownJson.result && last?.result) {
    // anvil 1.7.1's callTracer gives the gas left after the intrinsic cost and the block's cumulative
    // gas (0x13220 and 0x17c1c for the sample transfer); a node gives the transaction's gas limit and
    // its receipt's gasUsed. Those two fields are held to anvil's transaction and receipt instead.
    const hash = samples['<TRANSACTION_HASH>'];
    const tx = (await rpc(chain.url, 'eth_getTransactionByHash', [hash])) as {gas: string};
    const receipt = (await rpc(chain.url, 'eth_getTransactionReceipt', [hash])) as {gasUsed: string};
    last.result = {...last.result, gas: tx.gas, gasUsed: receipt.gasUsed};
  }
  const expected = JSON.stringify(mask(shownJson));
  const actual = JSON.stringify(pick(mask(last), mask(shownJson)));
  if (expected !== actual) problems.push(`the response shown (${shown}) differs from anvil's:\n    shown: ${expected}\n    anvil: ${actual}`);
  return {problems, compared: true};
}

/** Classes the shell blocks; starts anvil only if some block runs. */
export async function verifyShellBlocks(blocks: DocBlock[], allBlocks: DocBlock[] = blocks): Promise<BlockReport[]> {
  const planned: {report: BlockReport; plan: Plan}[] = [];
  for (const block of blocks) {
    const report: BlockReport = {block, kind: 'parsed only', problems: []};
    planned.push({report, plan: {kind: 'parsed only', problems: []}});
    if (block.unknown) {
      Object.assign(report, {kind: 'fragment', detail: block.unknown});
      continue;
    }
    const parsed = parseShell(block.code);
    report.problems.push(...parsed.problems);
    if (block.fragment !== undefined) {
      Object.assign(report, {kind: 'fragment', detail: block.fragment || 'no reason given'});
      if (!block.fragment) report.problems.push('fragment="…" must say why the block is partial');
      continue;
    }
    const plan = await planBlock(block, parsed.commands, parsed.unsafe, allBlocks.filter((b) => b.page === block.page));
    planned[planned.length - 1].plan = plan;
    if ('kind' in plan) {
      Object.assign(report, {kind: plan.kind, label: plan.label, detail: plan.detail});
      report.problems.push(...plan.problems);
    }
  }
  const toRun = planned.filter((p) => 'run' in p.plan && p.report.problems.length === 0);
  if (toRun.length > 0) {
    const anvils = await startAnvils();
    try {
      // Read-only blocks run all at once; then, per chain, the blocks that send transactions run one
      // after the other, so they never race for a nonce or move the base fee under a read.
      const run = async ({report, plan}: (typeof toRun)[number]) => {
        const {run: steps, chain} = plan as {run: Step[]; chain: Chain['name']};
        const pageBlocks = allBlocks.filter((b) => b.page === report.block.page);
        const result = await runOnAnvil(report.block, steps, anvils.chains[chain], anvils, pageBlocks);
        report.kind = result.compared ? 'output compared' : 'ran';
        report.detail = `on anvil (${chain})`;
        report.problems.push(...result.problems);
      };
      const sends = (p: (typeof toRun)[number]) => /cast send|eth_sendRawTransaction/.test(p.report.block.code);
      await Promise.all(toRun.filter((p) => !sends(p)).map(run));
      for (const name of ['mainnet', 'shadownet'] as const) {
        for (const p of toRun.filter((x) => sends(x) && (x.plan as {chain: string}).chain === name)) await run(p);
      }
    } finally {
      anvils.stop();
    }
  }
  return planned.map((p) => p.report);
}
