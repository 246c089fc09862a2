import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readFileSync as read2} from 'node:fs';
import {toEventSelector, type AbiEvent} from 'viem';
import {compileSolidity} from '../../scripts/snippets/solidity';
import {describe, expect, it} from 'vitest';
import {depositEvents, faBridgePrecompile, nullAddress, xtzBridgePrecompile} from '../../src/data/bridging';
import {kernelUpgrades} from '../../src/data/upgrades';

const docs = join(__dirname, '../../docs');
const read = (page: string) => readFileSync(join(docs, page), 'utf8');
const anchor = depositEvents.docPath;

describe('deposit events and claims: one explanation', () => {
  it('states the emitters that the kernel changelog gives', () => {
    expect(depositEvents.xtz.emitterBefore).toBe(nullAddress);
    expect(depositEvents.xtz.emitterSince).toBe(xtzBridgePrecompile);
    expect(depositEvents.fa.emitter).toBe(faBridgePrecompile);
    expect(depositEvents.xtz.needsClaim).toBe(false);
    expect(depositEvents.fa.needsClaim).toBe(true);
  });

  it('tells indexers to match XTZ deposit logs by the topic of their signature, from either address', () => {
    expect(toEventSelector(depositEvents.xtz.signature)).toBe(depositEvents.xtz.topic0);
    expect(read('bridging/bridging-tezos.mdx')).toContain('<code>{depositEvents.xtz.signature}</code>, and accept them from either address: <CopyValue value={depositEvents.xtz.topic0}');
  });

  it('gives a QueuedDeposit topic 0 that is the hash of its signature', () => {
    expect(toEventSelector(depositEvents.fa.signature)).toBe(depositEvents.fa.topic0);
  });

  it('matches the QueuedDeposit event of the interface that bridging-fa-transactions shows', () => {
    const file = join(__dirname, '../../examples/snippets/bridging/IFaBridgePrecompile.sol');
    const {contracts, errors} = compileSolidity('IFaBridgePrecompile.sol', read2(file, 'utf8'));
    expect(errors).toEqual([]);
    const event = contracts.IFaBridgePrecompile.abi.find((item) => item.type === 'event' && item.name === 'QueuedDeposit');
    expect(toEventSelector(event as AbiEvent)).toBe(depositEvents.fa.topic0);
  });

  it('is the test that the interface names as its check', () => {
    const source = read2(join(__dirname, '../../examples/snippets/bridging/IFaBridgePrecompile.sol'), 'utf8');
    const named = [...source.matchAll(/tests\/unit\/[\w.-]+\.test\.ts/g)].map((m) => m[0]);
    expect(named).toEqual(['tests/unit/deposit-events.test.ts']);
    expect(read2(join(__dirname, '../..', named[0]), 'utf8')).toContain('IFaBridgePrecompile.sol');
  });

  it('uses the kernel versions of the upgrades page', () => {
    const xtzChange = kernelUpgrades.find((u) => u.version === depositEvents.xtz.changedInKernel);
    expect(xtzChange?.breaking?.join(' ')).toContain(xtzBridgePrecompile);
    const faChange = kernelUpgrades.find((u) => u.version === depositEvents.fa.sinceKernel);
    expect(faChange?.breaking?.join(' ')).toContain(depositEvents.fa.signature);
  });

  it('is a section of the XTZ bridging page, which the other pages link to', () => {
    const [path, id] = anchor.split('#');
    expect(path).toBe('/bridging/bridging-tezos');
    expect(read('bridging/bridging-tezos.mdx')).toMatch(new RegExp(`^### ${id.replace(/-/g, ' ')}$`, 'im'));
    for (const page of ['bridging/bridging-fa-transactions.mdx', 'bridging/bridging-fa-how.mdx', 'get-started/network-information.mdx']) {
      expect(read(page), page).toContain(`](${anchor})`);
    }
  });

  it('the bridging overview says that FA deposits wait for a claim and XTZ deposits do not', () => {
    const rows = read('bridging/index.mdx').split('\n').filter((line) => /^\| (XTZ|FA token) deposit/.test(line));
    expect(rows).toHaveLength(2);
    const [xtz, fa] = rows;
    expect(xtz).not.toMatch(/claim/i);
    expect(fa).toMatch(/`claim`/);
    expect(fa).toContain(`](${anchor})`);
  });

  it('no page says that XTZ deposits are claimed', () => {
    const pages = ['bridging/bridging-tezos.mdx', 'bridging/bridging-fa-transactions.mdx', 'bridging/bridging-fa-how.mdx', 'bridging/index.mdx'];
    for (const page of pages) {
      expect(read(page), page).not.toMatch(/claim`? for XTZ|claims? (?:the )?XTZ deposits/i);
    }
  });
});
