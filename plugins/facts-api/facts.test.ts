import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {mainnet, networkList} from '../../src/data/networks';
import {tokenContracts} from '../../src/data/tokens';
import {kernelUpgrades} from '../../src/data/upgrades';
import {buildFacts} from './facts';
import {checkCitedPages, citedPages, factsApiLlmsSection} from './index';
import {factsSchemas} from './schemas';
import {FACTS_FILES, factsPath} from './types';
import {factsValidator} from '../../tests/support/facts-schema';

const SITE = 'https://docs.etherlink.com';
const documents = buildFacts({siteUrl: SITE, generatedAt: '2026-01-01T00:00:00.000Z'});
const validate = factsValidator(factsSchemas(SITE));

describe('facts API documents', () => {
  it('match their JSON Schemas', () => {
    for (const {name} of FACTS_FILES) expect(validate(name, documents[name])).toEqual([]);
  });

  it('point at their schema and carry the build time', () => {
    expect(documents.networks.$schema).toBe(`${SITE}/api/v1/networks.schema.json`);
    expect(documents.contracts.generatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(factsSchemas(SITE).versions.$id).toBe(`${SITE}${factsPath('versions', 'schema')}`);
  });

  it('take every network, token and kernel from src/data', () => {
    expect(documents.networks.networks.map((n) => n.chainId)).toEqual(networkList.map((n) => n.chainId));
    expect(documents.networks.networks[0]).toMatchObject({rpcUrl: mainnet.rpcUrl, page: `${SITE}/get-started/network-information#etherlink-mainnet`});
    const tokens = documents.contracts.contracts.filter((c) => c.category === 'token');
    expect(tokens.map((t) => t.symbol)).toEqual(tokenContracts.map((t) => t.symbol));
    expect(documents.versions.kernels.map((k) => k.version)).toEqual(kernelUpgrades.map((k) => k.version));
  });

  it('give every contract a unique id', () => {
    const ids = documents.contracts.contracts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('facts API schemas', () => {
  it('reject a wrong type, an unknown field and a malformed address', () => {
    const network = documents.networks.networks[0]!;
    const badType = {...documents.networks, networks: [{...network, chainId: String(network.chainId)}]};
    expect(validate('networks', badType).join()).toMatch(/chainId/);
    const extra = {...documents.networks, networks: [{...network, surprise: 1}]};
    expect(validate('networks', extra).join()).toMatch(/surprise|additional/);
    const contract = documents.contracts.contracts.find((c) => c.id === 'usdc')!;
    const badAddress = {...documents.contracts, contracts: [{...contract, addresses: {mainnet: 'KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb5'}}]};
    expect(validate('contracts', badAddress)).not.toEqual([]);
  });
});

describe('cited pages', () => {
  it('collects every page and fieldPages URL', () => {
    const pages = citedPages(documents);
    expect(pages).toContain(`${SITE}/get-started/getting-testnet-tokens`);
    expect(pages).toContain(`${SITE}/progress/upgrades#etherlink-6-0`);
  });

  it('reports a page missing from the build and a heading anchor missing from a page', async () => {
    const out = mkdtempSync(join(tmpdir(), 'facts-api-'));
    mkdirSync(join(out, 'a'), {recursive: true});
    writeFileSync(join(out, 'a', 'index.html'), '<h2 id=present>Present</h2>');
    const doc = {networks: [{page: `${SITE}/a#present`}, {page: `${SITE}/a#absent`}, {page: `${SITE}/b`}]};
    const problems = await checkCitedPages(doc as never, SITE, out);
    expect(problems).toEqual([
      `${SITE}/a#absent: page /a has no heading with the id "absent"`,
      `${SITE}/b: no page /b in the build`,
    ]);
  });
});

describe('llms.txt section', () => {
  it('lists each file and its schema', () => {
    const hrefs = factsApiLlmsSection().links.map((l) => l.href);
    expect(hrefs).toEqual(FACTS_FILES.flatMap((f) => [factsPath(f.name), factsPath(f.name, 'schema')]));
  });
});
