import type {Hold} from './compare';

const DOCSEARCH_4: Hold = {major: 4, reason: '@docusaurus/theme-search-algolia 3.10 accepts ^3.9.0 || ^4.3.2, and 5.x moves Ask AI to Agent Studio'};

/**
 * The libraries readers' browsers run, and the major lines the project stays on on purpose. Every
 * package of `dependencies` that `src/` imports is here, except Docusaurus's own
 * (tests/unit/outdated.test.ts).
 */
export const WATCHED: Record<string, Hold | undefined> = {
  '@docsearch/react': DOCSEARCH_4,
  '@docsearch/css': DOCSEARCH_4,
  react: undefined,
  'react-dom': undefined,
  dompurify: undefined,
  marked: undefined,
  thirdweb: undefined,
  minisearch: undefined,
  'eventsource-parser': undefined,
  comlink: undefined,
  zod: undefined,
  'prism-react-renderer': undefined,
};
