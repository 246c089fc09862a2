/**
 * Where DocSearch keeps its state in localStorage, per index: recent searches, favourites and
 * (hosted) Ask AI conversations. A module of its own, with no dependency: the search bar's error
 * boundary (first-load code) clears these keys on Reset, and src/search/shapes.ts checks the first two.
 */

/** The local index's name in DocSearch, and so in the keys of its recent and favourite searches. */
export const LOCAL_INDEX_NAME = 'etherlink-docs';

export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

export const docSearchStorageKeys = (indexName: string) => [
  recentSearchesKey(indexName),
  favoriteSearchesKey(indexName),
  `__DOCSEARCH_ASKAI_CONVERSATIONS__${indexName}`,
];
