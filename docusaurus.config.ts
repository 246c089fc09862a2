import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {darkCodeTheme, lightCodeTheme} from './src/config/codeTheme';
import {loadDotEnvFile, readEnv} from './src/config/env';
import {announcement} from './src/config/announcement';
import {site} from './src/data/site';
import remarkCodeFile from './plugins/remark-code-file';
import remarkImageAlt from './plugins/remark-image-alt';
import codeFileWatch from './plugins/remark-code-file/watch';
import serverStubs from './plugins/server-stubs';
import paintFirst from './plugins/paint-first';
import lazyPrism from './plugins/lazy-prism';
import lazyCss from './plugins/lazy-css';
import trustedTypes from './plugins/trusted-types';
import securityHeaders from './plugins/security-headers';
import {cspAdditions} from './plugins/security-headers/required';
import searchIndexPlugin from './plugins/search-index';
import llmsTxt from './plugins/llms-txt';
import redirects from './plugins/redirects';
import factsApi, {factsApiLlmsSection} from './plugins/facts-api';
import census from './plugins/census';

loadDotEnvFile();
const env = readEnv();
/** False only in a census build that switches the mechanism off (plugins/census). */
const on = (id: string) => !env.censusOff.includes(id);

/** Values the browser needs; nothing secret goes here. */
export interface SiteCustomFields {
  thirdwebClientId: string;
  chatbotApiUrl: string;
  chatbotModel: string;
  feedbackApiUrl: string;
  algoliaAssistantId: string;
  /** Set when the search dialog searches a hosted Algolia index instead of the site's own. */
  algoliaIndexName: string;
  [key: string]: unknown;
}

const customFields: SiteCustomFields = {
  thirdwebClientId: env.thirdwebClientId ?? '',
  chatbotApiUrl: env.chatbotApiUrl ?? '',
  chatbotModel: env.chatbotModel ?? '',
  feedbackApiUrl: env.feedbackApiUrl ?? '',
  algoliaAssistantId: env.algoliaAssistantId ?? '',
  algoliaIndexName: env.algolia?.indexName ?? '',
};

/** Google Tag Manager's official plugin writes its loader as an inline <head> script. */
const TAG_MANAGER_PLUGIN = 'docusaurus-plugin-google-tag-manager';

const config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  organizationName: 'etherlinkcom',
  projectName: 'docs',
  // Cloudflare Pages and Netlify (the hosts of README's Deploy section) serve a.html at /a and send /a/ there,
  // but answer /a with a redirect to /a/ when the file is a/index.html. false writes a.html and links /a, so
  // each page is served at its one URL (canonical, sitemap, llms.txt) without a redirect.
  trailingSlash: false,

  // Broken links, anchors, Markdown links and Markdown images fail the build (npm run check:content finds
  // the same problems in seconds, without a build).
  onBrokenLinks: env.brokenLinks,
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
  },
  // The v4 default names the site's localStorage keys after url + baseUrl, and the inline bootstrap
  // of every page reads those keys: its CSP hash then changed with SITE_URL (the hosted test build's
  // port) and baseUrl. A fixed name keeps keys apart from other Docusaurus sites on the same origin
  // and the bootstrap the same in every build (tests/unit/site-config.test.ts).
  storage: {type: 'localStorage', namespace: site.storageNamespace},

  i18n: {defaultLocale: 'en', locales: ['en']},
  customFields,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          // "Edit this page" opens the page's source in the repository's web editor.
          editUrl: `${site.repositoryUrl}/edit/main/`,
          // Code blocks with `file=examples/…` show that file, so tutorial code can't drift from the tested example.
          // No rootDir option: the whole config is shipped in main.js, and an absolute path would
          // publish the build machine's folders; the plugin reads files from the site directory.
          // remarkImageAlt: image alt text reaches readers as written (see the plugin).
          remarkPlugins: [remarkCodeFile, remarkImageAlt],
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
        },
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: null, priority: null, ignorePatterns: ['/conrefs/**']},
      } satisfies Preset.Options,
    ],
  ],

  // Run before the app: see each file for why. Trusted Types first: later modules may use HTML sinks.
  clientModules: [
    ...(on('trusted-types') ? ['./src/clientModules/trustedTypes.ts'] : []),
    ...(on('idle-prefetch') ? ['./src/clientModules/idlePrefetch.ts'] : []),
  ],

  plugins: [
    'docusaurus-plugin-image-zoom',
    codeFileWatch,
    serverStubs,
    ...(on('paint-first') ? [paintFirst] : []),
    ...(on('lazy-prism') ? [lazyPrism] : []),
    ...(on('lazy-css') ? [lazyCss] : []),
    census(env.censusOff),
    // With Google Tag Manager, the default Trusted Types policy is created in <head> before the
    // tag manager's inline loader (which comes next: head tags follow the order of this list).
    ...(on('trusted-types') ? [trustedTypes({earlyDefaultPolicy: Boolean(env.gtmContainerId)})] : []),
    ...(env.gtmContainerId ? [['@docusaurus/plugin-google-tag-manager', {containerId: env.gtmContainerId}] as [string, {containerId: string}]] : []),
    securityHeaders({
      additions: cspAdditions(env),
      inlineScriptsOf: env.gtmContainerId ? ['trusted-types', TAG_MANAGER_PLUGIN] : [],
    }),
    llmsTxt({extraSections: [factsApiLlmsSection()]}),
    searchIndexPlugin,
    redirects,
    factsApi,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
    // Algolia DocSearch when configured (preset-classic then enables theme-search-algolia);
    // otherwise src/theme/SearchBar shows the same dialog over the local index.
    ...(env.algolia
      ? {
          algolia: {
            ...env.algolia,
            contextualSearch: true,
            searchPagePath: false,
            insights: false,
            ...(env.algoliaExternalUrlRegex ? {externalUrlRegex: env.algoliaExternalUrlRegex} : {}),
            ...(env.algoliaAssistantId ? {askAi: env.algoliaAssistantId} : {}),
          },
        }
      : {}),
    // The theme renders the bar's HTML as it is: its site links need the baseUrl.
    ...(announcement
      ? {announcementBar: {...announcement, content: announcement.content.replaceAll('href="/', `href="${env.baseUrl}`)}}
      : {}),
    docs: {sidebar: {autoCollapseCategories: true, hideable: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      hideOnScroll: true,
      logo: {alt: 'Etherlink documentation home', src: 'img/logo.svg', width: 150, height: 32},
      items: [
        {type: 'search', position: 'left'},
        {
          href: site.repositoryUrl,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--github',
          'aria-label': 'GitHub repository',
        },
        {
          href: site.xUrl,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--x',
          'aria-label': 'Etherlink on X',
        },
        {
          href: site.discordUrl,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--discord',
          'aria-label': 'Etherlink Discord',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'What is Etherlink?', to: '/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: site.discordInviteUrl},
            {label: 'X', href: site.xUrl},
            {label: 'GitHub', href: site.repositoryUrl},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Etherlink website', href: site.websiteUrl},
            {label: 'Network status', href: site.statusUrl},
            {label: 'Tezos documentation', href: site.tezosDocsUrl},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Etherlink documentation contributors.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['solidity', 'bash', 'json', 'toml', 'diff', 'css'],
    },
    zoom: {
      selector: '.markdown img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(16, 16, 16)'},
      config: {margin: 24},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
