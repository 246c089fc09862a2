/**
 * `npm run facts`: reads every fact a data module says the tools' source decides (its `…Sources`
 * map, src/data/source.ts) out of tezos/tezos-mirror at the tag it names, and writes one
 * src/data/source/<module>.json per module. The files are committed, so `npm test` holds the data
 * to the source with no clone and no network (tests/unit/facts-source.test.ts); readers gain
 * constants, defaults and types that are those of the release the pages name.
 * Needs a clone of tezos-mirror, as `npm run manuals` does (TEZOS_MIRROR_GIT, scripts/manuals/tags.ts).
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ExtractedFact} from '../../src/data/source';
import {mirrorGit} from '../manuals/tags';
import {compareModule} from './compare';
import {extract} from './extract';
import {extractedDir, factModules} from './modules';

async function main(): Promise<void> {
  const files = new Map<string, string>();
  const show = (tag: string, file: string) => {
    const key = `${tag}:${file}`;
    if (!files.has(key)) files.set(key, mirrorGit('show', key));
    return files.get(key)!;
  };
  let differ = 0;
  for (const module of await factModules()) {
    const out: Record<string, ExtractedFact> = {};
    for (const {key, ref} of module.facts) {
      const {value, line} = extract(ref.file, show(ref.tag, ref.file), ref.symbol);
      out[key] = {value, tag: ref.tag, file: ref.file, symbol: ref.symbol, line};
    }
    writeFileSync(join(extractedDir, `${module.name}.json`), `${JSON.stringify(out, null, 1)}\n`);
    const problems = compareModule(module, out);
    differ += problems.length;
    console.log(`${module.name}: ${module.facts.length} facts read from ${new Set(module.facts.map((f) => f.ref.file)).size} files`);
    for (const problem of problems) console.log(`  differs: ${problem}`);
  }
  // Writing the files is the job; a difference is for the data to fix, which the unit test enforces.
  if (differ > 0) console.log(`${differ} values in src/data differ from the source: fix them (npx vitest run tests/unit/facts-source.test.ts)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
