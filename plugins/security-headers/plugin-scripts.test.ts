import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import pluginGoogleTagManager from '@docusaurus/plugin-google-tag-manager';
import trustedTypes, {EARLY_POLICY_SCRIPT} from '../trusted-types';
import {inlineScripts, sha256Source} from './check';
import {pluginScriptSources, pluginTagsDocument} from './plugin-scripts';

// Both plugins write their tags in production builds only.
let nodeEnv: string | undefined;
beforeAll(() => {
  nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
});

const loaded = (plugin: Plugin | null): LoadedPlugin => ({...plugin!, content: undefined}) as unknown as LoadedPlugin;
const plugins = () => [
  loaded(trustedTypes({earlyDefaultPolicy: true})()),
  loaded(pluginGoogleTagManager({} as LoadContext, {containerId: 'GTM-ABC1'})),
  loaded({name: 'other', injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: 'window.other = 1;'}]})}),
];
const NAMES = ['trusted-types', 'docusaurus-plugin-google-tag-manager'];

describe('hashes of the inline scripts of named plugins', () => {
  it("writes the named plugins' tags in plugin order: the early policy before the tag manager's loader", () => {
    const scripts = inlineScripts(pluginTagsDocument(plugins(), NAMES));
    expect(scripts[0]).toBe(EARLY_POLICY_SCRIPT);
    expect(scripts.slice(1).join('\n')).toContain("'GTM-ABC1'");
    expect(scripts.join('\n')).not.toContain('window.other');
  });

  it('hashes each script as written and as the page minifier writes it, the loader joined into one script', async () => {
    const sources = await pluginScriptSources(plugins(), NAMES);
    const written = inlineScripts(pluginTagsDocument(plugins(), NAMES));
    expect(written).toHaveLength(3);
    for (const text of written) expect(sources).toContain(sha256Source(text));
    // Minified: the early policy, and the tag manager's two adjacent scripts as one.
    expect(sources).toHaveLength(5);
    expect(sources).not.toContain(sha256Source('window.other = 1;'));
  });

  it('adds nothing when no plugin is named', async () => {
    expect(await pluginScriptSources(plugins(), [])).toEqual([]);
  });
});
