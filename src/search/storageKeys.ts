/**
 * DocSearch's localStorage keys per index (recent searches, favourites, Ask AI conversations), in a
 * module with no dependency: the search bar's error boundary (first-load code) clears them on Reset.
 */

/** The local index's name in DocSearch, and so in its keys. */
export const LOCAL_INDEX_NAME = 'etherlink-docs';

export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;
export const conversationsKey = (indexName: string) => `__DOCSEARCH_ASKAI_CONVERSATIONS__${indexName}`;

export const docSearchStorageKeys = (indexName: string) =>
  [recentSearchesKey, favoriteSearchesKey, conversationsKey].map((key) => key(indexName));
