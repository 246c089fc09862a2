/** Keeps the first `head` and last `tail` characters of a long value, joined by an ellipsis. */
export function abbreviate(value: string, head: number, tail: number): string {
  if (!Number.isInteger(head) || !Number.isInteger(tail) || head < 0 || tail < 0) {
    throw new RangeError(`abbreviate: head and tail must be non-negative integers, got ${head}, ${tail}`);
  }
  if (head + tail >= value.length) return value;
  return `${value.slice(0, head)}…${value.slice(value.length - tail)}`;
}
