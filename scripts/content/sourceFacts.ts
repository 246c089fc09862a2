/**
 * The numbers that the tools' source decides, by data module: every numeric value a module of
 * src/data declares in its `…Sources` map (src/data/source.ts). A page that imports the module
 * renders them from it; the content check flags one typed into prose (rules/sourceFacts.ts).
 */
import {factsOf} from '../facts/modules';

export interface SourceFact {
  /** `fees` for src/data/fees.ts, as pages import it (`@site/src/data/fees`). */
  module: string;
  /** The value's name or dotted path in the module. */
  key: string;
  value: number;
}

/** @param modules every module of src/data, by file name (`fees.ts`) */
export function sourceFacts(modules: Record<string, Record<string, unknown>>): SourceFact[] {
  const out: SourceFact[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const module = file.replace(/\.ts$/, '');
    for (const {key, declared} of factsOf(module, exports).facts) {
      for (const value of Array.isArray(declared) ? declared : [declared]) {
        if (typeof value === 'number' || typeof value === 'bigint') out.push({module, key, value: Number(value)});
      }
    }
  }
  return out;
}
