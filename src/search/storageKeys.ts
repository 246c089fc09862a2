/** DocSearch's localStorage keys per index, with no dependency: the first-load error boundary clears them on Reset. */

/** The local index's name in DocSearch, and so in its keys. */
export const LOCAL_INDEX_NAME = 'etherlink-docs';

export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;
export const conversationsKey = (indexName: string) => `__DOCSEARCH_ASKAI_CONVERSATIONS__${indexName}`;

export const docSearchStorageKeys = (indexName: string) =>
  [recentSearchesKey, favoriteSearchesKey, conversationsKey].map((key) => key(indexName));
