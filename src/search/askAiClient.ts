/**
 * Client module of hosted builds with ALGOLIA_ASSISTANT_ID (docusaurus.config.ts): DocSearch's Ask
 * AI takes no transport or fetch option, and its copy of the AI SDK calls the page's `fetch` for
 * each answer. This module wraps `fetch` for that one URL so that askAiGuard.ts reads the answer
 * first: before, a 30 KB answer in one response body was a 29.8 s task, a 10 MB one crashed the
 * tab, and an answer that never ended never ended (tests/e2e/hosted/ask-ai.spec.ts). Every other
 * request goes to `fetch` untouched. The guard (and zod) loads in idle time after the page loads,
 * so that stored conversations are checked before the dialog opens, and at the latest with the
 * first question; it adds nothing to the first-load JS.
 */
const CHAT_ENDPOINT = 'https://askai.algolia.com/chat';

type Guard = typeof import('./askAiGuard');
let guard: Promise<Guard> | null = null;

function loadGuard(): Promise<Guard> {
  guard ??= import('./askAiGuard').then(
    (module) => {
      module.watchStoredConversations();
      return module;
    },
    (error: unknown) => {
      guard = null; // tried again with the next question
      throw error;
    },
  );
  return guard;
}

function requestUrl(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

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
