/**
 * The one front matter schema of the documentation. A key that is not listed here is an error: add it here
 * (with the reason) when the site starts to use a new Docusaurus front matter field.
 */
import {z} from 'zod';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the page a title.'),
  description: z
    .string()
    .trim()
    .min(DESCRIPTION_MIN, `Make the description at least ${DESCRIPTION_MIN} characters: one full sentence that says what the reader gets from the page.`)
    .max(DESCRIPTION_MAX, `Shorten the description to at most ${DESCRIPTION_MAX} characters: search engines and link previews cut longer ones.`),
  keywords: z.array(z.string().trim().min(1)).min(1, 'List at least one keyword.'),
  /** Shorter label in the sidebar when the title is long. */
  sidebar_label: z.string().trim().min(1).optional(),
  /** Docusaurus doc id and URL overrides. */
  id: z.string().min(1).optional(),
  slug: z.string().min(1).optional(),
  /** Reference pages made of one big table (endpoint support) hide the table of contents. */
  hide_table_of_contents: z.boolean().optional(),
  /** Fragments (docs/conrefs) have no previous/next links. */
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  /** Tutorial pages: tool versions the steps were tested with, shown by <TestedVersions />. */
  dependencies: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Tutorial pages: the page's commands that tests/unit/marketpulse-hardhat.test.ts runs, named by <TestedVersions />. */
  tested_commands: z.array(z.string().trim().min(1)).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
