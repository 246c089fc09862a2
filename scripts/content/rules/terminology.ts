import {locator} from '../model';
import {proseText, withoutCodeLikeTokens} from '../prose';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/** The house terms: each entry matches the wrong forms only. Add a term here when a review finds a new one. */
export interface Term {
  /** Matches a wrong form (global flag required). */
  wrong: RegExp;
  use: string;
}

export const terminology: Term[] = [
  {wrong: /\b(?!Etherlink\b)[Ee][Tt][Hh][Ee][Rr][Ll][Ii][Nn][Kk]\b/g, use: 'Etherlink'},
  {wrong: /\b(?!Smart Rollups?\b)[Ss]mart[ -][Rr]ollups?\b/g, use: 'Smart Rollup'},
  {wrong: /\b(?!Shadownet\b)[Ss][Hh][Aa][Dd][Oo][Ww] ?[Nn][Ee][Tt]\b/g, use: 'Shadownet'},
  {wrong: /\b(?!Tezos\b)[Tt][Ee][Zz][Oo][Ss]\b/g, use: 'Tezos'},
  {wrong: /\b(?!XTZ\b)[Xx][Tt][Zz]\b/g, use: 'XTZ'},
  {wrong: /\b(?!EVM\b)[Ee][Vv][Mm]\b/g, use: 'EVM'},
  {wrong: /\b(?!MetaMask\b)[Mm][Ee][Tt][Aa] ?[Mm][Aa][Ss][Kk]\b/g, use: 'MetaMask'},
  {wrong: /\b(?!JSON-RPC\b)[Jj][Ss][Oo][Nn][ -]?[Rr][Pp][Cc]\b/g, use: 'JSON-RPC'},
  // "layer 1" and "layer 2" as nouns, lower case and with a digit; a capital only starts a sentence.
  {wrong: /\b[Ll]ayer[ -](?:one|two|One|Two)\b/g, use: 'layer 1 / layer 2'},
  {wrong: /(?<=[a-z,;] )Layer [12]\b/g, use: 'layer 1 / layer 2 (lower case inside a sentence)'},
  {wrong: /\b(?:L1|L2)\b/g, use: 'layer 1 / layer 2 (written out)'},
];

/** The house terms, in prose only. */
export function checkTerminology(ctx: Context): Problem[] {
  const out: Problem[] = [];
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    if (!page.model) continue;
    const text = withoutCodeLikeTokens(proseText(page), {hyphenated: true});
    const at = locator(text);
    for (const term of terminology) {
      for (const match of text.matchAll(term.wrong)) {
        const {line, column} = at(match.index ?? 0);
        out.push(problem(page.file, line, column, 'terminology', `Write "${term.use}", not "${match[0]}". In code or a URL, put it in \`backticks\`.`));
      }
    }
  }
  return out;
}
