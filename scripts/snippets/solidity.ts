/**
 * Compiles Solidity code blocks with the pinned solc-js. Imports resolve from node_modules, so
 * a block that imports an SDK (Pyth, for example) compiles against the version package.json
 * pins; an import that leads anywhere else (`a/../../etc/passwd`) is refused without reading it.
 * The block's `pragma solidity` range must accept that compiler version.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import semver from 'semver';
import type {Abi, Hex} from 'viem';
import {allowedPath, repoRoot} from './blocks';

const require = createRequire(join(repoRoot, 'package.json'));
const solc = require('solc') as {
  compile(input: string, callbacks?: {import(path: string): {contents: string} | {error: string}}): string;
  version(): string;
};

/** `0.8.28+commit.7893614a.Emscripten.clang` → `0.8.28`. */
export const solcVersion = solc.version().split('+')[0];

export interface SolidityResult {
  errors: string[];
  contracts: Record<string, {abi: Abi; bytecode: Hex; runtime: Hex}>;
}

/** An import resolves inside node_modules/ or examples/ only; any other path is refused unread. */
function findImport(path: string): {contents: string} | {error: string} {
  const file = allowedPath(join('node_modules', path));
  return file ? {contents: readFileSync(file, 'utf8')} : {error: `not a file of node_modules/ or examples/: ${path}`};
}

/** Compiles one source; `errors` lists compiler errors and an unmet pragma. */
export function compileSolidity(name: string, code: string): SolidityResult {
  const errors: string[] = [];
  const pragma = /pragma\s+solidity\s+([^;]+);/.exec(code)?.[1];
  if (!pragma) errors.push('no `pragma solidity` line: say which compiler versions the code needs');
  else if (!semver.satisfies(solcVersion, pragma)) errors.push(`pragma ${pragma} does not accept the tested solc ${solcVersion}`);
  const input = {
    language: 'Solidity',
    sources: {[name]: {content: code}},
    settings: {evmVersion: 'cancun', outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object']}}},
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImport})) as {
    errors?: {severity: string; formattedMessage: string}[];
    contracts?: Record<string, Record<string, {abi: Abi; evm: {bytecode: {object: string}; deployedBytecode: {object: string}}}>>;
  };
  for (const message of output.errors ?? []) if (message.severity === 'error') errors.push(message.formattedMessage);
  const contracts: SolidityResult['contracts'] = {};
  for (const byName of Object.values(output.contracts ?? {})) {
    for (const [contract, c] of Object.entries(byName)) contracts[contract] = {abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`, runtime: `0x${c.evm.deployedBytecode.object}`};
  }
  return {errors, contracts};
}
