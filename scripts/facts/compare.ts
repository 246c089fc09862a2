/**
 * Holds a module's declared facts to the values `npm run facts` extracted, and says, for each
 * difference, where both values are: the data file and name, the source file, line, symbol and tag.
 */
import {conversions, type ExtractedFact, type FactValue} from '../../src/data/source';
import type {FactModule} from './modules';

export type ExtractedFile = Record<string, ExtractedFact>;

const show = (value: unknown): string => (Array.isArray(value) ? `[${value.map(show).join(', ')}]` : typeof value === 'string' ? JSON.stringify(value) : typeof value === 'bigint' ? `${value}n` : String(value));

/** Michelson types and names compare with their whitespace collapsed. */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True when the data's value equals the source's (after the named conversion). */
export function sameValue(declared: unknown, source: FactValue): boolean {
  if (typeof source === 'object') return Array.isArray(declared) && declared.length === source.length && source.every((s, i) => sameValue(declared[i], s));
  if (typeof declared === 'bigint') return /^-?\d+$/.test(String(source)) && declared === BigInt(source);
  if (typeof declared === 'number') return declared === Number(source);
  if (typeof declared === 'string') return normal(declared) === normal(String(source));
  return false;
}

/** Every problem of one module: a fact not extracted, extracted at another place, or different. */
export function compareModule(module: FactModule, extracted: ExtractedFile | undefined): string[] {
  const json = `src/data/source/${module.name}.json`;
  if (!extracted) return [`${json} is missing: run npm run facts`];
  const problems: string[] = [];
  for (const {key, ref, declared} of module.facts) {
    const fact = extracted[key];
    const where = `${module.path} ${key}`;
    if (!fact) {
      problems.push(`${where}: ${json} has no value for it: run npm run facts`);
      continue;
    }
    if (fact.tag !== ref.tag || fact.file !== ref.file || fact.symbol !== ref.symbol) {
      problems.push(`${where}: ${json} read ${fact.file} ${fact.symbol} at ${fact.tag}, but the data names ${ref.file} ${ref.symbol} at ${ref.tag}: run npm run facts`);
      continue;
    }
    if (declared === undefined) {
      problems.push(`${where}: the module exports no value at this name`);
      continue;
    }
    const expected = ref.conversion ? conversions[ref.conversion](fact.value) : fact.value;
    if (!sameValue(declared, expected)) {
      const converted = ref.conversion ? ` (${ref.conversion}: ${show(expected)})` : '';
      problems.push(`${where} = ${show(declared)}, but ${fact.file}:${fact.line} ${fact.symbol} at ${fact.tag} = ${show(fact.value)}${converted}`);
    }
  }
  const declaredKeys = new Set(module.facts.map((f) => f.key));
  for (const key of Object.keys(extracted)) if (!declaredKeys.has(key)) problems.push(`${json} has ${key}, which ${module.path} no longer declares: run npm run facts`);
  return problems;
}
