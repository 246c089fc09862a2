/**
 * Keeps what a reader types while a dialog's field is not on screen yet (its chunk still on the
 * way, as on a slow connection right after the page hydrates): letters are added to the text and
 * Backspace removes the last one, instead of reaching the page and being lost. Other keys (Escape,
 * the shortcuts) pass. Returns the function that stops holding.
 */
export function holdTyping(update: (edit: (text: string) => string) => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) {
      const letter = event.key;
      update((text) => text + letter);
    } else if (event.key === 'Backspace') update((text) => text.slice(0, -1));
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}
