/**
 * Reads a version out of a changelog (`.md`: etherlink/CHANGES_NODE.md, CHANGES_KERNEL.md), so a
 * version requirement names the entry that decides it, or a word out of a documentation page
 * (`.rst`). The symbol is a piece of one line of the file, which must occur exactly once:
 * - plain text: the version of the nearest heading above that line (`## Version 0.55 (…)` gives
 *   `0.55`, `### 6.0 (d2842ae4)` gives `6.0`);
 * - text with `{}`: the version written at that place in the line
 *   (`requires the Octez EVM node version {} or higher` gives `0.48`);
 * - text with `{word}`: the word written at that place (`{word} Protocol Reference <active/index>`
 *   in docs/index.rst gives the name of the protocol the Octez documentation calls active).
 */
import type {Extracted} from './index';

const VERSION = '(\\d+(?:\\.\\d+)+)';
const HEADING = new RegExp(`^#{2,4}\\s+(?:Version\\s+)?${VERSION}\\b`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function extractChangelog(source: string, symbol: string): Extracted {
  const lines = source.split('\n');
  const pattern = symbol.includes('{}') ? new RegExp(escape(symbol).replace('\\{\\}', VERSION)) : symbol.includes('{word}') ? new RegExp(escape(symbol).replace('\\{word\\}', '([A-Za-z]+)')) : null;
  const hits = lines.flatMap((text, i) => ((pattern ? pattern.test(text) : text.includes(symbol)) ? [i] : []));
  if (hits.length === 0) throw new Error('no line of the changelog has it');
  if (hits.length > 1) throw new Error(`${hits.length} lines have it (lines ${hits.map((i) => i + 1).join(', ')}): quote more of the one you mean`);
  const at = hits[0];
  if (pattern) return {value: pattern.exec(lines[at])![1], line: at + 1};
  for (let i = at; i >= 0; i--) {
    const heading = HEADING.exec(lines[i]);
    if (heading) return {value: heading[1], line: at + 1};
  }
  throw new Error(`no version heading above line ${at + 1}`);
}
