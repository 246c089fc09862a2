// Byte budgets, checked on every `npm test` by tests/after-build/budgets.test.ts. Raise a number only
// with a reason written next to it: these are what keep the site fast as it grows.
export const budgets = {
  // First-load JS (the page's own <script src> tags, gzip level 9) on every doc page.
  // A bare Docusaurus 3.9.2 classic site ships about 168 KB. We ship 134.9 KB: Prism is not loaded at
  // start-up (plugins/lazy-prism, 31 KB), and DOMPurify (10.7 KB), medium-zoom (2.6 KB, back since), the dialogs'
  // shells and the load-failure dialog (1.9 KB) are chunks of their own; with them first-load JS was 149.8 KB.
  // The budget fails if any of them, or anything of that size, comes back into the start-up bundle.
  // 135 -> 137 KB: two first-load additions of the same week, measured together at 136.3 KB on every
  // route: the error boundary around the four first-load features (src/lib/FeatureBoundary.tsx, about
  // 1.0 KB: it must wrap code that is itself first-load) and the sanitiser's own walls (about 0.35 KB).
  // 137 -> 133 KB: measured 132.1 KB on every route (136.3 before). tslib left main.js
  // (plugins/lean-utils-common, 3.7 KB: Docusaurus's browser code needs none of it) and the
  // sanitiser's rules moved into DOMPurify's chunk (src/lib/purifier.ts, 0.5 KB). The 0.9 KB left is the
  // margin under the 135 KB target.
  // 133 -> 140 KB: `npm run bench:census` measured the two smallest of those savings, each under the
  // 5 KB gzip a reader could notice, and they went with their plugins: tslib (4.0 KB) and medium-zoom
  // (2.8 KB) are in main.js again, 139.4 KB on every route.
  firstLoadJsGzip: 140 * 1024,
  // What a one- or two-word search fetches before its first hits: the search manifest, the term
  // fragments of its words and the chunks of the hits shown (plugins/search-index/fragments.ts),
  // gzip. The whole index was one file of 136 KB gzip that every search needed; at ten times the
  // pages it would be 1.3 MB. Measured 15-30 KB at 68 pages and at ten times as many.
  searchFirstHitsGzip: 50 * 1024,
  // The search manifest every search fetches first (revalidated on each page load): 1.8 KB gzip at
  // 68 pages, 5.6 KB at ten times as many.
  searchManifestGzip: 12 * 1024,
  // Code that must never be in first-load scripts: each string only exists in a lazy feature.
  lazyMarkers: {
    'DocSearch-Modal': 'the DocSearch modal loads on hover, focus or shortcut of the search button',
    createThirdwebClient: 'thirdweb loads only where a wallet button renders with a client id',
    ThirdwebProvider: 'thirdweb loads only where a wallet button renders with a client id',
    // The launcher draws a light copy of the panel (its title, a question box) on the first click;
    // the panel, its conversation and the answer engine load then.
    'New conversation': 'the chatbot panel loads on the first click of its launcher',
    'From the Etherlink documentation:': 'the chatbot answer engine loads on the first click of its launcher',
    'marked(): input parameter': 'marked renders chatbot answers and Ask AI answers: it loads with the panel or the modal',
    // zod checks stored and received data where it enters the search dialog, the chatbot and the
    // feedback outbox (src/lib/zod.ts).
    jitless: 'zod loads with the doc page, the search dialog and the chatbot panel, never in first-load scripts',
    // The dialogs' first frames render only after a click: small chunks of their own (src/lib/shellChunk.ts).
    'search-shell__status': 'the search shell is a chunk of its own, requested when the page starts',
    'Your question is sent as soon as it is ready': 'the chatbot shell is a chunk of its own, requested when the page starts',
    // The Trusted Types default policy loads DOMPurify in its own chunk (src/lib/purifyLoader.ts).
    uponSanitizeShadowNode: 'DOMPurify is a chunk of its own; the policy holds markup back until it has run',
    'prism-code': 'Prism loads only when a code block renders in the browser; server-rendered blocks are kept as they are',
    // The sanitiser's rules load with DOMPurify (src/lib/purifier.ts).
    feImage: "the sanitiser's rules are in DOMPurify's chunk, not in main.js",
  },
};
