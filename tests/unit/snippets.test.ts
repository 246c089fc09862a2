/**
 * Every code block on the site that is not a shell block passes the check of its class (see
 * scripts/snippets/verify.ts; shell blocks in snippets-commands.test.ts): Solidity compiles,
 * scripts type-check, data parses, and a partial block says why in `fragment="…"`.
 * Regenerate the sample responses with UPDATE_SNIPPETS=1.
 */
import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {docBlocks, repoRoot} from '../../scripts/snippets/blocks';
import {rpcExamples} from '../../scripts/snippets/rpc-examples';
import {checkRequest} from '../../scripts/snippets/rpc';
import {solcVersion} from '../../scripts/snippets/solidity';
import {rpcExamplesDir, table, verifyBlocks} from '../../scripts/snippets/verify';

describe('code blocks in docs/', () => {
  // Shell blocks: tests/unit/snippets-commands.test.ts (a file of its own, so vitest runs both at once).
  it('each pass the check of their class', async () => {
    const reports = verifyBlocks(await docBlocks());
    console.log(table(reports));
    const failed = reports
      .filter((r) => r.problems.length > 0)
      .map((r) => `${r.block.where} (${r.block.lang}${r.block.file ? `, ${r.block.file}` : ''}):\n  ${r.problems.join('\n  ')}`);
    expect(failed, failed.join('\n')).toEqual([]);
    expect(reports.length).toBeGreaterThan(50);
    // The TypeScript sample of the node providers page is a JSX block: it is type-checked too.
    expect(reports.find((r) => r.block.where.startsWith('docs/tools/node-providers.mdx:') && r.block.lang === 'typescript')).toMatchObject({kind: 'compiled / type-checked', problems: []});
  }, 600_000);
});

describe('sample JSON-RPC responses', () => {
  it('are the ones a local EVM produces for the sample transactions', async () => {
    const generated = await rpcExamples();
    const dir = join(repoRoot, rpcExamplesDir);
    if (process.env.UPDATE_SNIPPETS) {
      mkdirSync(dir, {recursive: true});
      for (const [name, value] of Object.entries(generated)) writeFileSync(join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
    }
    expect(readdirSync(dir).sort()).toEqual(Object.keys(generated).sort());
    for (const [name, value] of Object.entries(generated)) {
      expect(JSON.parse(readFileSync(join(dir, name), 'utf8')), `${name} differs from a fresh run: UPDATE_SNIPPETS=1`).toEqual(value);
      if (name.endsWith('.request.json')) expect(checkRequest(JSON.stringify(value)).problems, name).toEqual([]);
    }
  }, 120_000);
});

describe('compiler versions that pages state', () => {
  it('are the solc version the Solidity blocks are compiled with', () => {
    const docs = join(repoRoot, 'docs');
    const stated: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.mdx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          for (const m of text.matchAll(/solc@(\d+\.\d+\.\d+)|[Uu]se Solidity (\d+\.\d+\.\d+)|select version (\d+\.\d+\.\d+)/g)) {
            stated.push(`${path.slice(repoRoot.length + 1)}: ${m[1] ?? m[2] ?? m[3]}`);
          }
        }
      }
    };
    walk(docs);
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((s) => !s.endsWith(`: ${solcVersion}`))).toEqual([]);
  });
});
