/**
 * The conversation state of the chatbot panel: asking, streaming, stopping, rating, falling back
 * to the documentation answer, and keeping it all in localStorage.
 */
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {localStorageOrNull} from '@site/src/lib/storage';
import {historyOf, readConversation, newId, saveConversation, type ChatMessage} from './conversation';
import {AnswerError, type AnswerProvider} from './engine/types';
import {CHATBOT} from './labels';
import {capQuestion} from '@site/src/search/engine/limits';

export type Phase = 'idle' | 'searching' | 'answering';

const SAVE_DELAY_MS = 250;

/** Keeps the conversation in storage; while an answer streams, a moment after its last change. */
function useSavedConversation(storage: ReturnType<typeof localStorageOrNull>, messages: ChatMessage[]): void {
  useEffect(() => {
    if (!messages.some((m) => m.status === 'streaming')) {
      saveConversation(storage, messages);
      return undefined;
    }
    const timer = setTimeout(() => saveConversation(storage, messages), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storage, messages]);
}

/** A rating, to the tag manager's dataLayer when the page has one: 1 like, 0 dislike, as DocSearch's Ask AI sends. */
function pushRating(messageId: string, value: 'like' | 'dislike', origin: ChatMessage['origin']): void {
  const dataLayer = (window as unknown as {dataLayer?: unknown[]}).dataLayer;
  dataLayer?.push({event: 'chatbot_feedback', messageId, value: value === 'like' ? 1 : 0, origin});
}

/** What a failed or stopped answer keeps, and what the status region says about it. */
function failureOf(error: unknown, provider: AnswerProvider): {patch: Partial<ChatMessage>; announcement: string} {
  const failure = error instanceof AnswerError ? error : new AnswerError('network', String(error));
  if (failure.kind === 'aborted') return {patch: {text: failure.partial, status: 'ready', stopped: true}, announcement: CHATBOT.stopped};
  return {
    patch: {text: failure.partial, status: 'error', error: failure.message, canFallBack: provider.kind === 'remote'},
    announcement: failure.message,
  };
}

export function useChat(main: AnswerProvider, local: AnswerProvider) {
  const storage = useMemo(() => localStorageOrNull(), []);
  // Read once: what does not parse is dropped here, and the first save below rewrites storage.
  const [stored] = useState(() => readConversation(storage));
  const [messages, setMessages] = useState<ChatMessage[]>(stored.messages);
  /** Part of the stored conversation was dropped: the panel says so until a new conversation. */
  const [lost, setLost] = useState(stored.lost);
  const [phase, setPhase] = useState<Phase>('idle');
  /** What the screen-reader status region says. */
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const messagesRef = useRef(messages);
  useLayoutEffect(() => {
    messagesRef.current = messages;
  });

  useSavedConversation(storage, messages);

  const update = useCallback((id: string, patch: Partial<ChatMessage>) => {
    setMessages((list) => list.map((m) => (m.id === id ? {...m, ...patch} : m)));
  }, []);

  const run = useCallback(
    async (provider: AnswerProvider, question: string, answerId: string, history: ChatMessage[]) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setPhase('searching');
      setAnnouncement('Searching the documentation…');
      try {
        const answer = await provider.answer(question, historyOf(history), {
          signal: own.signal,
          onPhase: (next) => {
            setPhase(next);
            if (next === 'answering' && provider.kind === 'remote') setAnnouncement('Writing the answer…');
          },
          onText: (text) => update(answerId, {text, status: 'streaming'}),
        });
        update(answerId, {text: answer.text, sources: answer.sources, origin: answer.origin, status: 'ready'});
        setAnnouncement('Answer ready.');
      } catch (error) {
        const {patch, announcement} = failureOf(error, provider);
        update(answerId, patch);
        setAnnouncement(announcement);
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setPhase('idle');
        }
      }
    },
    [update],
  );

  const ask = useCallback(
    (raw: string) => {
      // Also for questions that do not come from the box (the search dialog's "Ask AI").
      const question = capQuestion(raw.trim());
      if (!question) return;
      const history = messagesRef.current;
      const answerId = newId('a');
      setMessages([
        ...history,
        {id: newId('q'), role: 'user', text: question, status: 'ready'},
        {id: answerId, role: 'assistant', text: '', status: 'submitted', question},
      ]);
      void run(main, question, answerId, history);
    },
    [main, run],
  );

  /** Replaces a failed model answer by the passages of the documentation. */
  const fallBack = useCallback(
    (answerId: string) => {
      const list = messagesRef.current;
      const index = list.findIndex((m) => m.id === answerId);
      const question = list[index]?.question;
      if (!question) return;
      update(answerId, {text: '', status: 'submitted', error: undefined, canFallBack: false});
      void run(local, question, answerId, list.slice(0, Math.max(0, index - 1)));
    },
    [local, run, update],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setMessages([]);
    setLost(false);
    setAnnouncement('New conversation started.');
  }, []);

  const rate = useCallback(
    (answerId: string, value: 'like' | 'dislike') => {
      const message = messagesRef.current.find((m) => m.id === answerId);
      if (!message || message.feedback) return; // one rating per answer
      update(answerId, {feedback: value});
      setAnnouncement(CHATBOT.thanks);
      pushRating(answerId, value, message.origin);
    },
    [update],
  );

  return {messages, lost, phase, busy: phase !== 'idle', announcement, ask, stop, reset, rate, fallBack};
}
