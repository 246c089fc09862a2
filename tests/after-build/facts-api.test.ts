/**
 * The facts API as built: every file matches the schema published beside it, every value is
 * the one its documenting page shows (in the page's Markdown twin, under the cited heading),
 * the files are served with open CORS and a cache lifetime, and llms.txt lists them.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {FACTS_FILES, factsPath} from '../../plugins/facts-api/types';
import {formatDate, isIsoDate} from '../../src/data/upgrades';
import {mainnet} from '../../src/data/networks';
import {factsValidator} from '../support/facts-schema';
import {startHost} from '../../scripts/serve.mjs';
import {readBuilt, renderedSection, requireBuild} from './support';

type Json = Record<string, unknown>;

beforeAll(() => {
  requireBuild();
});

const load = (path: string) => JSON.parse(readBuilt(path)) as Json;

/** Fields that classify an entry or link it; they are not values a page states. */
const NOT_VALUES = new Set(['page', 'fieldPages', 'id', 'category', 'chain']);
/** Enumerations a page states in words ("fast" → "Fast kernel governance"). */
const WORDS = new Set(['governance']);

interface Value {
  entry: string;
  field: string;
  value: string | number;
  page: string;
}

/** Every value of every entry that has a `page`, with the page that documents it. */
function documentedValues(node: unknown, where: string, skip: Set<string>, out: Value[] = []): Value[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => documentedValues(item, `${where}[${i}]`, skip, out));
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const entry = node as Json;
  if (typeof entry.page !== 'string') {
    for (const [key, value] of Object.entries(entry)) documentedValues(value, `${where}.${key}`, skip, out);
    return out;
  }
  const fieldPages = (entry.fieldPages ?? {}) as Record<string, string>;
  const visit = (value: unknown, field: string) => {
    if (typeof value === 'string' || typeof value === 'number') {
      out.push({entry: where, field, value, page: fieldPages[field] ?? (entry.page as string)});
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${field}[${i}]`));
    } else if (value && typeof value === 'object') {
      // A nested entry with a page of its own is documented there.
      if (typeof (value as Json).page === 'string') documentedValues(value, `${where}.${field}`, skip, out);
      else for (const [key, v] of Object.entries(value)) visit(v, `${field}.${key}`);
    }
    // Booleans (testnet, publicWebSocket) are stated in sentences, not as values.
  };
  for (const [key, value] of Object.entries(entry)) {
    if (!NOT_VALUES.has(key) && !skip.has(key)) visit(value, key);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways the site writes a value: as it is, numbers with or without thousands separators, ISO days as "2 May 2024". */
function renderings({field, value}: Value): RegExp[] {
  const bounded = (text: string, flags = '') => new RegExp(`(?<![\\w.])${escape(text)}(?![\\w]|[.,]\\d)`, flags);
  if (typeof value === 'number') return [bounded(String(value)), bounded(value.toLocaleString('en-US'))];
  if (isIsoDate(value)) return [bounded(value), bounded(formatDate(value))];
  if (WORDS.has(field.split('.').pop()!)) return [bounded(value, 'i')];
  return [bounded(value)];
}

describe('facts API files', () => {
  it('are published with their schemas, and each file matches its schema', () => {
    const schemas = Object.fromEntries(FACTS_FILES.map(({name}) => [name, load(factsPath(name, 'schema'))]));
    const validate = factsValidator(schemas);
    for (const {name} of FACTS_FILES) {
      const document = load(factsPath(name));
      expect(document.$schema).toBe((schemas[name] as Json).$id);
      expect(Date.parse(document.generatedAt as string)).not.toBeNaN();
      expect(validate(name, document), `${name}.json`).toEqual([]);
    }
  });

  it('state every value as the page that documents it renders it', () => {
    const checked: Value[] = [];
    const missing: string[] = [];
    for (const {name} of FACTS_FILES) {
      const document = load(factsPath(name));
      const site = document.site as string;
      // Contract names are labels the API composes ("XTZ bridge: Exchanger contract"); the addresses are the facts.
      const values = documentedValues(document, name, name === 'contracts' ? new Set(['name']) : new Set());
      for (const value of values) {
        const section = renderedSection(value.page, site);
        if (!renderings(value).some((pattern) => pattern.test(section))) {
          missing.push(`${value.entry}.${value.field} = ${JSON.stringify(value.value)} is not on ${value.page}`);
        }
        checked.push(value);
      }
    }
    expect(missing).toEqual([]);
    // The walk reached the values (not an empty pass): every network field, every address.
    expect(checked.filter((v) => v.entry === 'networks.networks[0]').map((v) => v.field)).toEqual(
      expect.arrayContaining(['chainId', 'chainIdHex', 'rpcUrl', 'relayUrl', 'explorerUrl', 'rollupAddress', 'genesisDate']),
    );
    expect(checked.filter((v) => v.field.startsWith('addresses.')).length).toBeGreaterThan(60);
  });

  it('are served with open CORS, a cache lifetime and the site CSP, as JSON', async () => {
    const server = await startHost({root: requireBuild()});
    try {
      for (const {name} of FACTS_FILES) {
        for (const path of [factsPath(name), factsPath(name, 'schema')]) {
          const response = await fetch(`${server.url}${path}`, {headers: {Origin: 'https://app.example'}});
          expect(response.status, path).toBe(200);
          expect(response.headers.get('access-control-allow-origin')).toBe('*');
          expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
          await response.json();
        }
      }
      // (Cloudflare also sends open CORS with every page; Netlify only where _headers says so.)
    } finally {
      await server.close();
    }
  });

  it('are listed in llms.txt with their schemas', () => {
    const llms = readBuilt('/llms.txt');
    const site = load(factsPath('networks')).site as string;
    for (const {name} of FACTS_FILES) {
      expect(llms).toContain(`(${site}${factsPath(name)})`);
      expect(llms).toContain(`(${site}${factsPath(name, 'schema')})`);
    }
    expect(load(factsPath('networks')).networks).toEqual(expect.arrayContaining([expect.objectContaining({chainId: mainnet.chainId})]));
  });
});
