/**
 * Client module of hosted builds with ALGOLIA_ASSISTANT_ID (docusaurus.config.ts). DocSearch 4.4's
 * Ask AI builds the AI SDK's DefaultChatTransport itself, with no `fetch` option, and takes no
 * transport, fetch or stream prop: the transport then calls the page's `fetch`. So this wraps
 * `fetch`, for POSTs to the one chat URL only, to pass the answer through askAiStream.ts (which
 * says what each of its limits fixes); every other request goes to `fetch` untouched. The guard
 * loads in idle time after the page loads, and stored conversations are checked then, before
 * the dialog opens (askAiConversations.ts); nothing is added to the first-load JS.
 */
const CHAT_ENDPOINT = 'https://askai.algolia.com/chat';

type Guard = typeof import('./askAiStream');
let guard: Promise<Guard> | null = null;

function loadGuard(): Promise<Guard> {
  guard ??= Promise.all([import('./askAiStream'), import('./askAiConversations')]).then(
    ([stream, conversations]) => {
      conversations.watchStoredConversations();
      return stream;
    },
    (error: unknown) => {
      guard = null; // tried again with the next question
      throw error;
    },
  );
  return guard;
}

const requestUrl = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

if (typeof window !== 'undefined') {
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    requestUrl(input) === CHAT_ENDPOINT && (init?.method ?? 'GET').toUpperCase() === 'POST'
      ? loadGuard().then(
          (module) => module.guardedFetch(pageFetch, input, init),
          // The guard's code did not load (offline, a new deployment): the answer comes unguarded.
          () => pageFetch(input, init),
        )
      : pageFetch(input, init);
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const preload = () => whenIdle(() => void loadGuard().catch(() => {}));
  if (document.readyState === 'complete') preload();
  else window.addEventListener('load', preload, {once: true});
}

export {};
