/**
 * Copies text with the async Clipboard API. Never throws: it resolves to false
 * when the API is missing (insecure context, old browser) or the browser refuses.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies text that is still loading: Safari allows only a write started in the click, so it gets the
 * pending text. Resolves to false when the browser refuses or has no ClipboardItem; a failed load is
 * the caller's to report, so the item's rejection is caught here (the write may never read it).
 */
export async function copyPendingText(text: Promise<string>): Promise<boolean> {
  try {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
    const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
    blob.catch(() => undefined);
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return true;
  } catch {
    return false;
  }
}

/** Selects the text of an element so the reader can copy it by hand. */
export function selectContents(element: Element | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}

/** How long "Copied" stays visible, in milliseconds: long enough to read one word. */
export const COPIED_FEEDBACK_MS = 1500;
