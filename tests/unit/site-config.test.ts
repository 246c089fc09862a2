/**
 * Docusaurus ships the whole site config to the browser (it is in main.js): nothing in it may
 * name the build machine's folders. And every page starts with an inline bootstrap script that the
 * CSP in static/_headers allows by its hash: that script must not change with the site's URL.
 */
import {describe, expect, it} from 'vitest';
import type {DocusaurusConfig, LoadContext} from '@docusaurus/types';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation.js';
import {createSiteStorage} from '@docusaurus/core/lib/server/storage.js';
import themeClassic from '@docusaurus/theme-classic';
import config from '@site/docusaurus.config';

/** The inline scripts theme-classic writes into every page of a site built at `url` + `baseUrl`. */
function inlineBootstrap(url: string, baseUrl: string): string[] {
  const siteConfig = validateConfig({...config, url, baseUrl} as unknown as Partial<DocusaurusConfig>, 'docusaurus.config.ts');
  const context = {
    siteConfig: {...siteConfig, themeConfig: {prism: {additionalLanguages: []}, ...siteConfig.themeConfig}},
    siteStorage: createSiteStorage(siteConfig),
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
  } as unknown as LoadContext;
  const plugin = themeClassic(context, {customCss: []} as never);
  const tags = plugin.injectHtmlTags!({content: undefined});
  return [tags.headTags, tags.preBodyTags, tags.postBodyTags]
    .flat()
    .filter((tag) => typeof tag === 'object' && tag.tagName === 'script')
    .map((tag) => (tag as {innerHTML?: string}).innerHTML ?? '');
}

describe('docusaurus.config.ts', () => {
  it('holds no absolute path of the build machine', () => {
    const shipped = JSON.stringify(config);
    expect(shipped).not.toContain(process.cwd());
    expect(shipped).not.toMatch(/"\/(?:home|work|Users|tmp|var|root)\//);
  });

  it('writes the same inline bootstrap whatever the site URL, port and baseUrl (one CSP hash for every build)', () => {
    const production = inlineBootstrap('https://docs.etherlink.com', '/');
    expect(production.join('\n')).toContain('localStorage'); // the script that reads the site's storage keys
    expect(inlineBootstrap('http://127.0.0.1:4174', '/')).toEqual(production);
    expect(inlineBootstrap('http://127.0.0.1:4374', '/')).toEqual(production);
    expect(inlineBootstrap('https://www.etherlink.com', '/docs/')).toEqual(production);
  });
});
