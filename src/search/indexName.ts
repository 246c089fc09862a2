/** The local index's name in DocSearch, and so in the keys of its recent and favourite searches. */
export const LOCAL_INDEX_NAME = 'etherlink-docs';
