/**
 * Finds the data modules that declare where their facts come from: every `src/data/*.ts` that
 * exports a map named `…Sources` (src/data/source.ts). Found, not listed, so a module gains its
 * provenance without touching a shared registry.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {isSourceMap, type SourceRef} from '../../src/data/source';

export const dataDir = join(__dirname, '../../src/data');
export const extractedDir = join(dataDir, 'source');

export interface DeclaredFact {
  /** Value name or dotted path in the module's exports (`kernelEntrypoints.vote`, `speedLimitHistory.0.gasPerSecond`). */
  key: string;
  ref: SourceRef;
  /** The value the module states, read by `key`. */
  declared: unknown;
}

export interface FactModule {
  /** `fees` for src/data/fees.ts; its extracted values live in src/data/source/fees.json. */
  name: string;
  /** `src/data/fees.ts`, as messages name it. */
  path: string;
  facts: DeclaredFact[];
}

/** The value at a dotted path of an object (array indices as numbers), or undefined. */
export function valueAt(root: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), root);
}

/** Reads one module's exports into its declared facts (none when it exports no `…Sources` map). */
export function factsOf(name: string, exports: Record<string, unknown>): FactModule {
  const facts: DeclaredFact[] = [];
  for (const [exportName, value] of Object.entries(exports)) {
    if (!exportName.endsWith('Sources') || !isSourceMap(value)) continue;
    for (const [key, ref] of Object.entries(value)) facts.push({key, ref, declared: valueAt(exports, key)});
  }
  return {name, path: `src/data/${name}.ts`, facts};
}

/** Every data module with at least one declared source. */
export async function factModules(): Promise<FactModule[]> {
  const names = readdirSync(dataDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
  const modules: FactModule[] = [];
  for (const name of names) {
    const exports = (await import(join(dataDir, `${name}.ts`))) as Record<string, unknown>;
    const found = factsOf(name, exports);
    if (found.facts.length > 0) modules.push(found);
  }
  return modules;
}
