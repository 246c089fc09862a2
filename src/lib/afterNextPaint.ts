/**
 * Resolves after the next frame is painted, for work that should follow the feedback an input
 * asked for rather than delay it (a search after the keystroke shows, the search dialog after its
 * shell shows). A timer backs up requestAnimationFrame, which does not fire in a hidden tab.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(done, 100);
  });
}
