// Byte budgets, checked on every `npm test` by tests/after-build/budgets.test.ts. Raise a number only
// with a reason written next to it: these are what keep the site fast as it grows.
export const budgets = {
  // First-load JS (the page's own <script src> tags, gzip level 9) on every doc page.
  // A bare Docusaurus 3.9.2 classic site ships about 168 KB, and the ceiling is 185 KB.
  // We ship about 132 KB because Prism is no longer loaded at start-up (plugins/lazy-prism: it
  // was 31 KB of it). The budget leaves about 18 KB for shell features, and still fails if Prism
  // or another library of that size comes back into the start-up bundle.
  firstLoadJsGzip: 150 * 1024,
  // The local search index for the whole site (about 60 pages), fetched when the dialog opens.
  searchIndexGzip: 300 * 1024,
  // Code that must never be in first-load scripts: each string only exists in a lazy feature.
  lazyMarkers: {
    'DocSearch-Modal': 'the DocSearch modal loads on hover, focus or shortcut of the search button',
    createThirdwebClient: 'thirdweb loads only where a wallet button renders with a client id',
    ThirdwebProvider: 'thirdweb loads only where a wallet button renders with a client id',
    // The launcher draws a light copy of the panel (its title, a question box) on the first click;
    // the panel, its conversation and the answer engine load then.
    'New conversation': 'the chatbot panel loads on the first click of its launcher',
    'From the Etherlink documentation:': 'the chatbot answer engine loads on the first click of its launcher',
    'prism-code': 'Prism loads only when a code block renders in the browser; server-rendered blocks are kept as they are',
  },
};
