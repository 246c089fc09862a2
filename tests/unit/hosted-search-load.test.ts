/**
 * src/search/HostedSearchLoadFailure reports a failed load of the Algolia dialog by loading what
 * the theme's SearchBar loads, on the same triggers. When a Docusaurus update changes what the
 * theme loads or when, this fails: read the theme's SearchBar again and update the component.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
// The package exports only its entry (lib/index.js); the theme components sit beside it.
const themeDir = dirname(require.resolve('@docusaurus/theme-search-algolia'));
const themeSearchBar = readFileSync(join(themeDir, 'theme/SearchBar/index.js'), 'utf8');
const ours = readFileSync(new URL('../../src/search/HostedSearchLoadFailure.tsx', import.meta.url), 'utf8');

const dynamicImports = (source: string) => Array.from(source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g), (m) => m[1]);

describe("the hosted search's load-failure report follows the theme's SearchBar", () => {
  it('the theme loads the modal code and two stylesheets (bundled into styles.css); we load the same code', () => {
    expect(dynamicImports(themeSearchBar)).toEqual(['@docsearch/react/modal', '@docsearch/react/style', './styles.css']);
    expect(dynamicImports(ours)).toEqual(['@docsearch/react/modal']);
  });

  it('the theme opens its dialog on a click of the button and on DocSearch’s keyboard hook', () => {
    expect(themeSearchBar).toMatch(/onClick=\{openModal\}/);
    expect(themeSearchBar).toMatch(/useDocSearchKeyboardEvents\(\{[^}]*onOpen: openModal/);
    expect(themeSearchBar).toMatch(/import \{useDocSearchKeyboardEvents\} from '@docsearch\/react\/useDocSearchKeyboardEvents'/);
    expect(ours).toMatch(/import \{useDocSearchKeyboardEvents\} from '@docsearch\/react\/useDocSearchKeyboardEvents'/);
  });
});
