// Byte budgets, checked on every `npm test` by tests/e2e/budgets.spec.ts. Raise a number only
// with a reason written next to it: these are what keep the site fast as it grows.
export const budgets = {
  // First-load JS (the page's own <script src> tags, gzip level 9) on every doc page.
  // A bare Docusaurus 3.9.2 classic site ships about 168 KB, and the ceiling is 185 KB.
  // We ship about 132 KB because Prism is no longer loaded at start-up (plugins/lazy-prism: it
  // was 31 KB of it). The budget leaves about 18 KB for shell features, and still fails if Prism
  // or another library of that size comes back into the start-up bundle.
  // 150 -> 151 KB (issue 31): the error boundary around the four first-load features
  // (src/lib/FeatureBoundary.tsx) and the hosted search bar's hooks for checked hits add 1.0 KB
  // (149.8 -> 150.8 KB on /); they must wrap code that is itself first-load. zod stays lazy.
  firstLoadJsGzip: 151 * 1024,
  // The local search index for the whole site (about 60 pages: 106 KB gzip in November 2026).
  // Every reader downloads it once per deployment, when the page is idle (src/search/warmWhenIdle.ts),
  // not only readers who search, so the budget is about half of what it was (300 KB): room for
  // the site to grow by half again, not for a second copy of it.
  searchIndexGzip: 160 * 1024,
  // Code that must never be in first-load scripts: each string only exists in a lazy feature.
  lazyMarkers: {
    'DocSearch-Modal': 'the DocSearch modal loads on hover, focus or shortcut of the search button',
    createThirdwebClient: 'thirdweb loads only where a wallet button renders with a client id',
    ThirdwebProvider: 'thirdweb loads only where a wallet button renders with a client id',
    // The launcher draws a light copy of the panel (its title, a question box) on the first click;
    // the panel, its conversation and the answer engine load then.
    'New conversation': 'the chatbot panel loads on the first click of its launcher',
    'From the Etherlink documentation:': 'the chatbot answer engine loads on the first click of its launcher',
    // zod checks stored and received data where it enters the search dialog and the chatbot (src/lib/zod.ts).
    jitless: 'zod loads with the search dialog and the chatbot panel, never at start-up',
    'prism-code': 'Prism loads only when a code block renders in the browser; server-rendered blocks are kept as they are',
  },
};
