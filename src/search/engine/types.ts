/** The records the build writes (plugins/search-index), the dialog shows and the chatbot quotes (src/assistant). */

/** DocSearch hierarchy: lvl0 is the sidebar category, lvl1 the page title, lvl2+ headings. */
export type Hierarchy = {lvl0: string; lvl1: string} & Record<'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** A page's metadata: its front matter's title, description and keywords. */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
  /** Front-matter keywords (absent when the page has none): the words readers search for. */
  keywords?: string[];
}

/** One DocSearch-shaped record, as written by the index plugin. */
export interface SearchRecord {
  objectID: string;
  /** Site path with anchor, e.g. "/network/evm-nodes#running-the-node". */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph/list text for `content` records, null for heading records. */
  content: string | null;
  /** The content is lines of a code block: searched for exact values, weighed below prose. */
  code?: true;
  /** Page-level metadata, repeated on every record of a page. */
  page: PageInfo;
}
