/**
 * What the site puts between DocSearch's Ask AI and the network, loaded by askAiClient.ts in idle
 * time after the page loads (hosted builds with ALGOLIA_ASSISTANT_ID only):
 * - guardedFetch: the answer's request, with a time limit on the response, a short message in
 *   place of an error page, and its body rewritten by askAiStream.ts (checked events, one per
 *   frame, capped, with an idle time limit);
 * - Stop: DocSearch's stop button is an icon with no name; it gets one ("Stop answering"), and the
 *   keyboard focus while an answer streams (DocSearch disables the question box meanwhile, which
 *   drops the focus to the page);
 * - stored conversations are checked as this module loads and whenever another tab changes them
 *   (askAiConversations.ts).
 */
import {ASK_AI_LIMITS} from './askAiLimits';
import {ASK_AI_MESSAGES, guardAnswerStream, type AskAiLimits} from './askAiStream';
import {CONVERSATIONS_KEY_PREFIX, repairStoredConversations} from './askAiConversations';

export const STOP_LABEL = 'Stop answering';
const STOP_BUTTON = '.DocSearch-StopStreaming';

/** Names DocSearch's stop button and moves the focus to it, for as long as `signal` is not done. */
function nameStopControl(done: AbortSignal): void {
  const apply = () => {
    const button = document.querySelector<HTMLButtonElement>(STOP_BUTTON);
    if (!button || button.getAttribute('aria-label') === STOP_LABEL) return;
    button.setAttribute('aria-label', STOP_LABEL);
    button.title = STOP_LABEL;
    const focus = document.activeElement;
    if (!focus || focus === document.body || (focus as HTMLInputElement).disabled) button.focus();
  };
  const observer = new MutationObserver(apply);
  observer.observe(document.body, {childList: true, subtree: true});
  apply();
  done.addEventListener('abort', () => observer.disconnect(), {once: true});
}

/** The `fetch` for Ask AI's chat endpoint; `fetchImpl` does the request. */
export async function guardedFetch(
  fetchImpl: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit = {},
  limits: AskAiLimits = ASK_AI_LIMITS,
): Promise<Response> {
  const callerSignal = init.signal ?? null;
  callerSignal?.throwIfAborted();
  const request = new AbortController();
  const requestDone = new AbortController();
  const onAbort = () => request.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onAbort, {once: true});
  nameStopControl(requestDone.signal);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const seconds = Math.round(limits.idleTimeoutMs / 1000);
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled before the abort below makes the request itself fail (as an abort, with no message).
      reject(new Error(ASK_AI_MESSAGES.noAnswer(seconds)));
      request.abort();
    }, limits.idleTimeoutMs);
  });
  let response: Response;
  try {
    response = await Promise.race([fetchImpl(input, {...init, signal: request.signal}), noAnswer]);
  } catch (error) {
    requestDone.abort();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    requestDone.abort();
    // DocSearch shows the body of a failed response as the error: a proxy's error page would be
    // shown whole.
    if (!response.ok) response.body?.cancel().catch(() => {});
    return response.ok ? response : new Response(ASK_AI_MESSAGES.unavailable(response.status), {status: response.status});
  }
  const body = guardAnswerStream(response.body, {limits, signal: callerSignal, onEnd: () => requestDone.abort()});
  return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
}

/** Checks stored conversations now and whenever another tab writes them. */
export function watchStoredConversations(): void {
  const repair = () => {
    try {
      const dropped = repairStoredConversations(window.localStorage);
      if (dropped > 0) console.warn(`Ask AI: ${dropped} stored conversation(s) could not be read and were removed.`);
    } catch {
      // localStorage itself is blocked: nothing is stored either.
    }
  };
  repair();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(CONVERSATIONS_KEY_PREFIX)) repair();
  });
}
