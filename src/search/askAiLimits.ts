/** Bounds of an Ask AI answer (src/search/askAiGuard.ts); the e2e tests read them too. */
export const ASK_AI_LIMITS = {
  /** Characters of answer text shown; the rest is cut with a note. */
  maxAnswerChars: 64_000,
  /** Bytes read from one response; past this the answer is cut with a note. */
  maxStreamBytes: 2 * 1024 * 1024,
  /** An answer with nothing new for this long ends with a message. */
  idleTimeoutMs: 30_000,
};
