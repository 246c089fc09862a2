import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import census from './index';
import {MECHANISM_IDS, MECHANISMS} from './mechanisms';

const siteDir = join(__dirname, '..', '..');

/** The plugin's webpack additions, with a DefinePlugin that records its definitions. */
function configure(off: string[]) {
  class DefinePlugin {
    constructor(readonly definitions: Record<string, string>) {}
  }
  const plugin = census(off)({siteDir} as LoadContext);
  const utils = {currentBundler: {instance: {DefinePlugin}}};
  return plugin.configureWebpack!({} as never, false, utils as never, {} as never) as unknown as {
    resolve: {alias: Record<string, string>};
    plugins: DefinePlugin[];
  };
}

describe('census', () => {
  it('changes nothing in a normal build', () => {
    const config = configure([]);
    expect(config.resolve.alias).toEqual({});
    expect(config.plugins[0]!.definitions).toEqual({'process.env.CENSUS_OFF': '""'});
  });

  it("points a wrapper that is off at the theme's own component, as installed", () => {
    const {alias} = configure(['last-updated', 'code-block-content', 'paint-first']).resolve;
    expect(Object.keys(alias).sort()).toEqual(['@theme/CodeBlock/Content', '@theme/LastUpdated']);
    for (const file of Object.values(alias)) {
      expect(file).toMatch(/@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]/);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('tells browser code which mechanisms are off', () => {
    expect(configure(['search-shell', 'search-guess']).plugins[0]!.definitions).toEqual({'process.env.CENSUS_OFF': '"search-shell,search-guess"'});
  });

  it("names each mechanism's code as it is in the repository", () => {
    for (const {id, code} of MECHANISMS) {
      for (const entry of code) {
        const [file, range] = entry.split(':');
        expect(existsSync(join(siteDir, file!)), `${id}: ${file}`).toBe(true);
        if (range) {
          const to = Number(range.split('-')[1]);
          expect(readFileSync(join(siteDir, file!), 'utf8').split('\n').length, `${id}: ${entry}`).toBeGreaterThanOrEqual(to);
        }
      }
    }
  });

  it('switches off only mechanisms it knows, and each browser switch is used', () => {
    const used = new Set<string>();
    for (const entry of readdirSync(join(siteDir, 'src'), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const [, id] of text.matchAll(/censusOff\('([^']+)'\)/g)) used.add(id!);
    }
    for (const id of used) expect(MECHANISM_IDS.has(id), id).toBe(true);
    expect([...used].sort()).toEqual(['search-guess', 'search-repairs', 'search-shell', 'search-typing-pause', 'search-worker']);
  });
});
