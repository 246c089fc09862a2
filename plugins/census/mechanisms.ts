/**
 * The site's speed mechanisms, each with an off switch for the census bench (scripts/bench-census.mjs):
 * `CENSUS_OFF=id,id npm run build` builds the site without them. ARCHITECTURE.md ("Mechanisms measured")
 * has each one's measured gain; a mechanism stays while the gain is one a reader can notice.
 */

/**
 * A figure the bench measures: what the mechanism claims to improve. `tbt` is Lighthouse's (simulated
 * throttling); `blocking` (long tasks over 50 ms) and `script` (the main thread's script time) come
 * from one load throttled 4x in the browser, finer figures for the same claim.
 */
export type Figure = 'firstLoadJsGzip' | 'lcp' | 'tbt' | 'blocking' | 'script' | 'fieldShown' | 'slowestKey' | 'firstHits' | 'bytesUntilIdle';

export interface Mechanism {
  id: string;
  /** The benefit its header claims, in a few words. */
  claim: string;
  figures: readonly Figure[];
  /** Its code, for the line count: whole files, or `file:from-to` for the lines in a shared file. */
  code: readonly string[];
  /** Kept for what it does, not for speed: the bench measures what it costs. */
  cost?: true;
}

export const MECHANISMS: readonly Mechanism[] = [
  {id: 'paint-first', claim: 'content paints before the bundles run', figures: ['lcp', 'tbt', 'blocking', 'script'], code: ['plugins/paint-first/index.ts', 'plugins/paint-first/rewrite.ts', 'plugins/paint-first/boot.js']},
  {id: 'lazy-prism', claim: 'no Prism at start-up', figures: ['firstLoadJsGzip', 'tbt', 'blocking', 'script'], code: ['plugins/lazy-prism/index.ts', 'plugins/lazy-prism/empty.js']},
  {id: 'code-block-content', claim: 'hydration keeps the server-highlighted code', figures: ['firstLoadJsGzip', 'tbt', 'blocking', 'script'], code: ['src/theme/CodeBlock/Content/index.tsx', 'src/theme/CodeBlock/Content/styles.module.css', 'src/components/CodeHighlight/LiveHighlight.tsx', 'src/lib/highlighter.ts']},
  {id: 'lazy-css', claim: 'the search dialog’s CSS off every page', figures: ['lcp', 'bytesUntilIdle'], code: ['plugins/lazy-css/index.ts', 'plugins/lazy-css/lazy-css.d.ts']},
  {id: 'trusted-types', claim: 'security', cost: true, figures: ['firstLoadJsGzip', 'tbt', 'blocking', 'script', 'bytesUntilIdle'], code: ['plugins/trusted-types/index.ts', 'plugins/trusted-types/hook.ts', 'src/clientModules/trustedTypes.ts']},
  {id: 'last-updated', claim: 'no Intl date at hydration', figures: ['tbt', 'blocking', 'script'], code: ['src/theme/LastUpdated/index.tsx', 'src/lib/formatDate.ts']},
  {id: 'idle-prefetch', claim: 'only the next page prefetched, when idle', figures: ['bytesUntilIdle'], code: ['src/clientModules/idlePrefetch.ts']},
  {id: 'search-worker', claim: 'the dialog ranks in a worker (with its guess)', figures: ['firstHits', 'slowestKey'], code: ['src/search/local/engineWorker.ts', 'src/search/local/workerEngine.ts']},
  {id: 'search-guess', claim: 'each keystroke’s search is guessed early', figures: ['firstHits', 'slowestKey'], code: ['src/search/local/engineWorker.ts']},
  {id: 'search-typing-pause', claim: 'searches wait for a pause in the typing', figures: ['slowestKey', 'firstHits'], code: ['src/search/local/typingPause.ts']},
  {id: 'search-shell', claim: 'a tap shows a field before the modal’s code runs', figures: ['fieldShown'], code: ['src/search/SearchShell.tsx']},
  {id: 'search-repairs', claim: 'what DocSearch leaves out (ARIA, suggestions, errors)', cost: true, figures: ['slowestKey', 'firstHits'], code: ['src/search/local/DocSearchRepairs.tsx']},
];

export const MECHANISM_IDS: ReadonlySet<string> = new Set(MECHANISMS.map((m) => m.id));
