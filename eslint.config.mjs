// The code's linter (npm run lint, part of npm test): typescript-eslint's recommended rules, React's
// hooks rules, jsx-a11y's accessibility rules and Docusaurus's own rules, with 0 warnings allowed.
// Writers' Markdown has its own check (npm run check:content).
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build*/**',
      '.docusaurus/**',
      'node_modules/**',
      'examples/marketpulse/app/dist/**',
      'examples/**/node_modules/**',
      'test-results/**',
      // Cloudflare's local runtime bundles the site's functions here while it serves the build.
      '.wrangler/**',
      'playwright-report/**',
      'link-report/**',
      'chain-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // Full URLs (external sites, links in model answers) are plain links on purpose.
      '@docusaurus/no-html-links': ['warn', {ignoreFullyResolved: true}],
      // Dialog and widget titles are not page sections: @theme/Heading would give them anchors.
      '@docusaurus/prefer-docusaurus-heading': 'off',
      // A table that scrolls sideways takes focus so a keyboard can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {roles: ['region'], tags: ['table', 'pre'], allowExpressionValues: true}],
    },
  },
  {
    // A function longer than this is split into named pieces (a hook, a component, a helper), so that
    // each reads on one screen. Tests are lists of steps and stay whole.
    files: ['src/**', 'plugins/**', 'scripts/**', 'mcp/**', 'functions/**'],
    rules: {'max-lines-per-function': ['error', {max: 100, skipBlankLines: true, skipComments: true}]},
  },
  {
    // The tutorial's application is a Vite app, not a Docusaurus site, and readers copy it whole: it
    // loads its data in an effect, as React's documentation shows for an app without a data library.
    files: ['examples/**'],
    rules: {
      '@docusaurus/no-html-links': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook, and must destructure their first
    // argument even when they need none of it (`async ({}, use) => …`).
    files: ['tests/**', 'scripts/**'],
    rules: {'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off'},
  },
  {
    // Dependencies are used through their public API: a field whose name starts with `_` is a
    // library's private state, which any release may rename (ARCHITECTURE.md, "Private and internal paths").
    files: ['src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['AssignmentExpression > MemberExpression.left', 'UpdateExpression > MemberExpression.argument'].map((write) => ({
          selector: `${write}[property.name=/^_/], ${write}[property.value=/^_/]`,
          message: 'Do not write a field whose name starts with `_`: use the library\'s public API.',
        })),
      ],
    },
  },
  {
    // CommonJS files that the bundler or Node.js loads as such.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true}]},
  },
);
