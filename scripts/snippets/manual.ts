/**
 * Checks commands of tools that cannot run here (the Octez tools, docker) against their manuals in
 * scripts/snippets/manuals/: the subcommand must exist and every option must be one the tool
 * defines for it, with a value where it takes one. The Octez manuals are read from each tool's
 * source at the tag src/data/versions.ts recommends (`npm run manuals`); docker.json is docker's
 * own `run --help`. A page that shows a flag the recommended release lacks fails, and so does every
 * Octez command once a recommended version moves and its manual was not regenerated.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {manualTags} from '../manuals/tags';

export interface Manual {
  tool: string;
  /** Release: the tag's version for Octez tools, the binary's version for docker. */
  version: string;
  /** Where an Octez manual was read: repository, tag, its commit, the files. */
  repository?: string;
  tag?: string;
  commit?: string;
  files?: string[];
  note?: string;
  globalOptions: Record<string, string | null>;
  /** Options map to their value's placeholder; null for a switch; `[x]` when the value is optional. */
  commands: {usage: string; options: Record<string, string | null>; source: string}[];
  /** Words an option or a `<param>` accepts, where its parser takes a closed list. */
  values: Record<string, string[]>;
  /** Environment variables the tool's options read. */
  environment?: string[];
  /** Words the tool's RPC paths are made of (fixed segments and argument keywords). */
  rpcSegments?: string[];
}

const dir = join(__dirname, 'manuals');
export const manuals: Record<string, Manual> = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const manual = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Manual;
      return [manual.tool, manual];
    }),
);

/** "octez-evm-node at octez-evm-node-v0.64" (or "Docker 28.2.2"): what a command was checked against. */
export function manualSource(tool: string): string {
  const manual = manuals[tool];
  if (!manual) return `${tool} (no manual)`;
  if (manual.tag) return `${tool} at ${manual.tag}`;
  return manual.version.includes(' ') ? manual.version : `${tool} ${manual.version}`;
}

/** Manuals whose tag is not the one src/data/versions.ts leads to: regenerate with `npm run manuals`. */
export function staleManuals(): string[] {
  return Object.entries(manualTags)
    .filter(([tool, tag]) => manuals[tool]?.tag !== tag)
    .map(([tool, tag]) => `the ${tool} manual is read at ${manuals[tool]?.tag ?? 'no tag'}, but src/data/versions.ts recommends ${tag}: run npm run manuals`);
}

const isPlaceholder = (word: string) => /^<[A-Z][A-Z0-9_|]*>$/.test(word);
const isOption = (word: string) => /^-/.test(word) && !isPlaceholder(word);

/** A value matches a recorded value such as `rolling:<days>`; a placeholder matches anything. */
function valueAllowed(value: string, allowed: string[] | undefined): boolean {
  if (!allowed || isPlaceholder(value)) return true;
  const pattern = (a: string) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[a-z]+>/g, '(\\d+|<[A-Z_]+>)');
  return allowed.some((a) => new RegExp(`^${pattern(a)}$`).test(value));
}

/** Matches the words against a usage; returns how many words it took, or -1. */
function matchUsage(usage: string, words: string[], values: Record<string, string[]>): number {
  const tokens = usage.split(' ');
  let i = 0;
  for (const token of tokens) {
    const repeat = /^(<[a-z0-9_]+>)([*+])$/.exec(token);
    if (repeat) {
      const start = i;
      while (i < words.length && !isOption(words[i])) i++;
      if (repeat[2] === '+' && i === start) return -1;
    } else if (/^<[a-z0-9_]+>$/.test(token)) {
      if (i >= words.length || isOption(words[i]) || !valueAllowed(words[i], values[token])) return -1;
      i++;
    } else {
      if (words[i] !== token) return -1;
      i++;
    }
  }
  return i;
}

/** Problems of one command (its words as bash passes them); empty when the manual has it. */
export function checkAgainstManual(words: string[]): string[] {
  const [tool, ...rest] = words;
  const manual = manuals[tool];
  if (!manual) return [`no manual for ${tool}`];
  const where = manualSource(tool);
  const problems: string[] = staleManuals().filter((p) => p.startsWith(`the ${tool} manual`));
  const takeOptions = (start: number, options: Record<string, string | null>, stopAtWord: boolean): number => {
    let i = start;
    while (i < rest.length) {
      const word = rest[i];
      if (!isOption(word)) {
        if (stopAtWord) break;
        problems.push(`unexpected word "${word}" (${where})`);
        i++;
        continue;
      }
      const [name, inline] = word.split(/=(.*)/s, 2);
      if (!(name in options)) {
        problems.push(`${where} has no option ${name}${stopAtWord ? ' before the command' : ` for this command`}`);
        i++;
        continue;
      }
      i++;
      const optional = options[name]?.startsWith('[');
      if (optional) {
        if (inline === undefined && i < rest.length && !isOption(rest[i]) && !stopAtWord) i++;
      } else if (options[name] !== null && inline === undefined) {
        if (i >= rest.length || isOption(rest[i])) problems.push(`${name} needs a value (${options[name]})`);
        else {
          if (!valueAllowed(rest[i], manual.values[name])) problems.push(`${name} ${rest[i]} is not one of ${manual.values[name].join(', ')}`);
          i++;
        }
      }
    }
    return i;
  };
  const start = takeOptions(0, manual.globalOptions, true);
  const words2 = rest.slice(start);
  let best: {taken: number; command: Manual['commands'][number]} | null = null;
  for (const command of manual.commands) {
    const taken = matchUsage(command.usage, words2, manual.values);
    if (taken >= 0 && (!best || taken > best.taken)) best = {taken, command};
  }
  if (!best) return [...problems, `${where} has no command "${words2.filter((w) => !isOption(w)).join(' ')}"`];
  takeOptions(start + best.taken, {...manual.globalOptions, ...best.command.options}, false);
  return problems;
}

/**
 * The path of an RPC call (`/global/block/head/outbox/<OUTBOX_LEVEL>/messages`): each word
 * that is not a placeholder or a number must be one the tool's RPC services define. Only the
 * words are checked, not their order.
 */
export function checkRpcPath(tool: string, path: string): string[] {
  const manual = manuals[tool];
  const known = new Set(manual?.rpcSegments ?? []);
  const unknown = path
    .split('?')[0]
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .filter((segment) => segment && !isPlaceholder(segment) && !/^\d+$/.test(segment) && !known.has(segment));
  return unknown.map((segment) => `${manualSource(tool)}: no RPC path has the segment "${segment}" (${path})`);
}
