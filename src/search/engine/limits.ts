/**
 * How much of a query reaches the engine: a pasted page of text or bytecode would otherwise be
 * thousands of terms, each searched with typos, and freeze the tab. Algolia refuses over 512 bytes.
 */

/** Characters of a search query (or chatbot question) and distinct terms that are searched. */
export const MAX_QUERY_CHARS = 512;
export const MAX_QUERY_TERMS = 12;
/** Longer terms (addresses, hashes, bytecode) are matched exactly or as a prefix, never with typos. */
export const MAX_TYPO_TERM_LENGTH = 24;
/**
 * Bytes of the search manifest the dialog reads: 5.7 KB today, 53 KB at ten times the pages. A
 * larger one is damaged (a 20 MB one took 25 s to fail), and the build fails before it writes one
 * (plugins/search-index). Fragments and chunks are capped by the sizes the manifest states.
 */
export const MAX_MANIFEST_BYTES = 128 * 1024;
/** Characters a chatbot question may have; the box says so and stops there. */
export const MAX_QUESTION_CHARS = 1_000;

export const capQuery = (query: string): string => query.slice(0, MAX_QUERY_CHARS);
export const capTerms = (terms: readonly string[]): string[] => [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
export const capQuestion = (question: string): string => question.slice(0, MAX_QUESTION_CHARS);
