/**
 * Checks commands of tools that cannot run here (octez-client, octez-evm-node,
 * octez-smart-rollup-node, octez-signer; docker) against a recorded copy of their command
 * manual in scripts/snippets/manuals/: the subcommand must exist and every option must be
 * one the manual lists for it, with a value where it takes one. Each manual names the tool
 * version and where each command was read. A reader who pastes a command with a misspelt
 * flag gets an error from the tool; this check gets it first, on the page (52 blocks today).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

export interface Manual {
  tool: string;
  version: string;
  globalOptions: Record<string, string | null>;
  commands: {usage: string; options: Record<string, string | null>; source: string}[];
  values: Record<string, string[]>;
  rpc?: string[];
  /** Michelson parameter type of the entrypoints the pages call with `--arg`. */
  entrypointTypes?: Record<string, string>;
  /** Environment variables the tool reads. */
  environment?: string[];
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

const isPlaceholder = (word: string) => /^<[A-Z][A-Z0-9_|]*>$/.test(word);
const isOption = (word: string) => /^-/.test(word) && !isPlaceholder(word);

/** A value matches a recorded value such as `rolling:<days>`; a placeholder matches anything. */
function valueAllowed(value: string, allowed: string[] | undefined): boolean {
  if (!allowed || isPlaceholder(value)) return true;
  return allowed.some((a) => new RegExp(`^${a.replace(/<[a-z]+>/g, '(\\d+|<[A-Z_]+>)')}$`).test(value));
}

/** Matches the words against a usage; returns how many words it took, or -1. */
function matchUsage(usage: string, words: string[], values: Record<string, string[]>): number {
  const tokens = usage.split(' ');
  let i = 0;
  for (const token of tokens) {
    const repeat = /^(<[a-z_]+>)([*+])$/.exec(token);
    if (repeat) {
      const start = i;
      while (i < words.length && !isOption(words[i])) i++;
      if (repeat[2] === '+' && i === start) return -1;
    } else if (/^<[a-z_]+>$/.test(token)) {
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
  if (!manual) return [`no recorded manual for ${tool}`];
  const where = `${tool} ${manual.version}`;
  const problems: string[] = [];
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
      if (options[name] !== null && inline === undefined) {
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

/** The path of an RPC call (`/global/block/head/outbox/<OUTBOX_LEVEL>/messages`) against a tool's recorded RPCs. */
export function checkRpcPath(tool: string, path: string): string[] {
  const manual = manuals[tool];
  const known = manual?.rpc ?? [];
  const segments = path.split('?')[0].split('/');
  const found = known.some((rpc) => {
    const pattern = rpc.split('/');
    return pattern.length === segments.length && pattern.every((p, i) => p === segments[i] || /^<[a-z_]+>$/.test(p));
  });
  return found ? [] : [`${tool} ${manual?.version ?? ''}: no recorded RPC ${path}`];
}
