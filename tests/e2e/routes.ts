/**
 * Every documentation route, derived from docs/ and sidebars.ts (adding a page needs no test change). Each
 * page's expected title is its front matter title; SPEC_TITLES pins the titles the spec names, so renaming
 * one of those pages fails here. The sitemap test checks that the build has exactly the sidebar pages
 * (conref fragments are routable but absent from the sidebar and sitemap).
 */
import {join} from 'node:path';
import sidebars from '../../sidebars';
import {normaliseRoute, readDocs} from '../../scripts/content/docs';
import {sidebarRefs} from '../../scripts/content/sidebar';

export interface RouteCase {
  path: string;
  /** Expected <h1>/document title before " | Etherlink documentation". */
  title: string | null;
  inSidebar: boolean;
  /** Source file, repository-relative (for "Edit this page"). */
  file: string;
}

/** Titles the spec names for these routes. */
export const SPEC_TITLES: Record<string, string> = {
  '/': 'What is Etherlink?',
  '/get-started/chatbot': 'Using the chatbot',
  '/get-started/using-your-wallet': 'Using your wallet',
  '/get-started/sending-transactions': 'Sending transactions',
  '/get-started/network-information': 'Network information',
  '/get-started/getting-testnet-tokens': 'Getting Testnet tokens',
  '/get-started/getting-mainnet-tokens': 'Getting and exchanging Mainnet tokens',
  '/governance/how-is-etherlink-governed': 'How is Etherlink governed?',
  '/governance/how-do-i-participate-in-governance': 'How do I participate in governance?',
};

const docs = readDocs(join(__dirname, '..', '..'));
const order = sidebarRefs(sidebars as unknown as Record<string, unknown>)
  .filter((ref) => ref.kind === 'doc')
  .map((ref) => ref.target);

/** Sidebar pages in sidebar order, then the unlisted fragments. */
export const routes: RouteCase[] = docs
  .map((doc) => ({
    // Served without a trailing slash (trailingSlash: false): /bridging/ is the page /bridging.
    path: normaliseRoute(doc.route),
    title: typeof doc.frontMatter.title === 'string' ? doc.frontMatter.title : null,
    inSidebar: order.includes(doc.id),
    file: doc.file,
    rank: order.includes(doc.id) ? order.indexOf(doc.id) : order.length,
  }))
  .sort((a, b) => a.rank - b.rank || a.path.localeCompare(b.path))
  .map(({rank: _rank, ...route}) => route);

export const SITE_TITLE = 'Etherlink documentation';
