/**
 * Compiles the tutorial's Solidity with the pinned solc-js, so the docs CI checks the exact
 * source the pages show, offline. Not part of the reader's project.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Abi, Hex} from 'viem';

// solc-js ships no type declarations; this is the one function we use.
const require = createRequire(import.meta.url);
const solc = require('solc') as {compile(input: string): string; version(): string};

/** examples/marketpulse, the reader's project root. */
export const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The EVM version we compile for: supported by solc 0.8.28 and the in-process EVM. */
export const evmVersion = 'cancun';

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface SolcMessage {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
}

interface SolcOutput {
  errors?: SolcMessage[];
  contracts?: Record<string, Record<string, {abi: Abi; evm: {bytecode: {object: string}}}>>;
}

export function solcVersion(): string {
  return solc.version();
}

/**
 * Compiles the given files (paths relative to the project root) and returns every contract
 * by name. Throws on any error; warnings are returned so a test can require there are none.
 */
export function compile(files: string[]): {contracts: Record<string, CompiledContract>; warnings: string[]} {
  const sources: Record<string, {content: string}> = {};
  for (const file of files) sources[file] = {content: readFileSync(join(projectDir, file), 'utf8')};
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion,
      optimizer: {enabled: false, runs: 200},
      outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object']}},
    },
  };
  // Imports between our files resolve from `sources`; anything else is a mistake.
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const messages = output.errors ?? [];
  const errors = messages.filter((m) => m.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const contracts: Record<string, CompiledContract> = {};
  for (const byName of Object.values(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(byName)) {
      contracts[name] = {abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`};
    }
  }
  return {
    contracts,
    warnings: messages.filter((m) => m.severity === 'warning').map((m) => m.formattedMessage),
  };
}
