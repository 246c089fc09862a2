// Anchored replacements in @docsearch/react 4.7.1, applied by scripts/patch-dependencies.mjs after
// every install. DocSearch ships minified bundles only, so each change swaps one short exact string;
// the script stops the install when a string is not found exactly once (an upgrade moved the code).
// dist/esm/DocSearchModal.js and dist/esm/DocSearchButton.js: the modules the theme's search bar and ours import.
// What each change fixes, and the text to file upstream: patches/README.md.

const MODAL = 'dist/esm/DocSearchModal.js';
const BUTTON = 'dist/esm/DocSearchButton.js';

/** @type {import('../scripts/patch-dependencies.mjs').Change[]} */
export default [
  {
    name: 'askAi.fetch reaches useAskAi',
    package: '@docsearch/react',
    file: MODAL,
    fixes: "The site's Ask AI guard is the fetch given as askAi.fetch; the modal passes the askAi options to its chat hook without it.",
    test: ['tests/e2e/hosted/ask-ai.spec.ts', 'a 10 MB answer is cut with a message, read no further, and the page stays usable'],
    upstream: 'not yet filed (patches/README.md: "askAi: accept a fetch for the chat transport")',
    old: 'ze=$h({assistantId:be,',
    new: 'ze=$h({fetch:null==Ee?void 0:Ee.fetch,assistantId:be,',
  },
  {
    name: 'useAskAi hands its fetch to the Ask AI transport',
    package: '@docsearch/react',
    file: MODAL,
    fixes: 'The chat hook builds the Ask AI transport from a fixed list of options; this adds the fetch it was given.',
    test: ['tests/e2e/hosted/ask-ai.spec.ts', 'a 10 MB answer is cut with a message, read no further, and the page stays usable'],
    upstream: 'not yet filed (patches/README.md: "askAi: accept a fetch for the chat transport")',
    old: 'abortControllerRef:v,useStagingEnv:p})',
    new: 'abortControllerRef:v,useStagingEnv:p,fetch:h.fetch})',
  },
  {
    name: "the Ask AI transport uses that fetch (the AI SDK's DefaultChatTransport option)",
    package: '@docsearch/react',
    file: MODAL,
    fixes: 'Without it the AI SDK reads the chat stream with the global fetch, past the guard.',
    test: ['tests/e2e/hosted/ask-ai.spec.ts', 'a 10 MB answer is cut with a message, read no further, and the page stays usable'],
    upstream: 'not yet filed (patches/README.md: "askAi: accept a fetch for the chat transport")',
    old: 'return new fh({api:s?an:un,',
    new: 'return new fh({fetch:e.fetch,api:s?an:un,',
  },
  {
    name: 'the Stop button is named and takes the focus',
    package: '@docsearch/react',
    file: MODAL,
    fixes: 'The Stop button of a streaming answer is an unnamed icon, and the focus falls to the page while the question box is disabled.',
    test: ['tests/e2e/hosted/ask-ai.spec.ts', 'Stop is a named button that takes the focus and ends the answer'],
    upstream: 'not yet filed (patches/README.md: "The Stop button of a streaming answer has no accessible name")',
    old: 'className:"DocSearch-Action DocSearch-StopStreaming",onClick:',
    new: 'className:"DocSearch-Action DocSearch-StopStreaming","aria-label":"Stop answering",title:"Stop answering",autoFocus:!0,onClick:',
  },
  {
    name: 'the shortcut keys are words apart from the label',
    package: '@docsearch/react',
    file: BUTTON,
    fixes:
      'The button shows "Search", "Ctrl" and "K" in elements with no space between them, so its visible text reads "SearchCtrlK" and is not part of its name (axe label-content-name-mismatch, WCAG 2.5.3). The spaces take no room: the keys are a flex box. src/search/buttonLabel.ts puts the keys in the name.',
    test: ['tests/e2e/copy-page.spec.ts', 'Copy page puts the page as Markdown on the clipboard; the menu works from the keyboard, passes axe and opens the twin'],
    upstream: 'not yet filed (patches/README.md: "The search button\'s visible text is not part of its name")',
    old: 'e.createElement(y,{reactsToKey:K},x),e.createElement(y,{reactsToKey:"k"},"K")',
    new: '" ",e.createElement(y,{reactsToKey:K},x)," ",e.createElement(y,{reactsToKey:"k"},"K")',
  },
];
