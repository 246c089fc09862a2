/**
 * The answer engine's vocabulary. Providers turn a question (plus the conversation so far) into an
 * answer with sources; the chatbot UI only talks to this interface, so a new backend is one class.
 */

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A page an answer is drawn from. `url` is a site path (with anchor) or an absolute http(s) URL. */
export interface AnswerSource {
  url: string;
  title: string;
}

export interface Answer {
  /** Markdown. */
  text: string;
  sources: AnswerSource[];
  /** 'docs': composed from passages of the documentation; 'model': written by a language model. */
  origin: 'docs' | 'model';
}

export interface AnswerOptions {
  /** Aborting rejects the answer with an AnswerError of kind 'aborted' that carries the partial text. */
  signal?: AbortSignal;
  /** Called with the whole text so far each time it grows (streaming). */
  onText?: (textSoFar: string) => void;
  /** Called when the provider moves from looking up passages to writing the answer. */
  onPhase?: (phase: 'searching' | 'answering') => void;
}

export interface AnswerProvider {
  readonly kind: 'local' | 'remote';
  answer(question: string, history: readonly ChatTurn[], options?: AnswerOptions): Promise<Answer>;
}

export type AnswerErrorKind = 'aborted' | 'timeout' | 'busy' | 'server' | 'rejected' | 'network' | 'bad-response' | 'index';

/** Every failure of a provider, with a message written for the reader. */
export class AnswerError extends Error {
  override name = 'AnswerError';

  /** `partial`: the text received before the failure, if any. */
  constructor(readonly kind: AnswerErrorKind, message: string, readonly partial = '') {
    super(message);
  }
}
