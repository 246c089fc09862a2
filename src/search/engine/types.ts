/** The records the build writes (plugins/search-index), the dialog shows and the chatbot quotes (src/assistant). */

/** DocSearch hierarchy: lvl0 is the sidebar category, lvl1 the page title, lvl2+ headings. */
export type Hierarchy = {lvl0: string; lvl1: string} & Record<'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** A page's front matter: title, description and keywords (absent when none), the words readers search for. */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
}

/** One DocSearch-shaped record, as written by the index plugin. */
export interface SearchRecord {
  objectID: string;
  url: string; // site path with anchor: "/network/evm-nodes#running-the-node"
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null; // null on a heading record
  /** The content is lines of a code block: searched for exact values, weighed below prose. */
  code?: true;
  page: PageInfo; // on every record of the page
}
