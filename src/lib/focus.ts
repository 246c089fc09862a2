/** Focus helpers shared by the dialogs' light shells (search and chatbot). */

/** Focuses a text field with the caret after its text (handed-over text is typed on, not over). */
export function focusAtEnd(field: HTMLInputElement | HTMLTextAreaElement | null | undefined): void {
  if (!field) return;
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
}

/**
 * Tab and Shift+Tab move among the `selector` controls inside `container` that are shown, and
 * wrap around: focus stays in the dialog. Call it for a Tab keydown; it prevents the default.
 */
export function cycleFocus(event: {shiftKey: boolean; preventDefault(): void}, container: Element, selector: string): void {
  event.preventDefault();
  const controls = Array.from(container.querySelectorAll<HTMLElement>(selector)).filter((control) => control.offsetParent !== null);
  const at = controls.indexOf(document.activeElement as HTMLElement);
  controls[event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : (at + 1) % controls.length]?.focus();
}
