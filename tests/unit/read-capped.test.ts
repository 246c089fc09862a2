import {describe, expect, it} from 'vitest';
import {readCapped} from '@site/src/lib/readCapped';

const tooLarge = () => new Error('too large');

/** A body of `chunks` chunks of `size` bytes (endless without a count), counting the chunks read and whether it was cancelled. */
function body(size: number, chunks = Infinity) {
  const seen = {pulled: 0, cancelled: false};
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return {stream, seen};
}

describe('readCapped', () => {
  it('returns a body within the cap whole', async () => {
    const {stream} = body(10, 3);
    const bytes = await readCapped(new Response(stream), 30, tooLarge);
    expect(new TextDecoder().decode(bytes)).toBe('a'.repeat(30));
  });

  it('stops reading an endless body past the cap, and closes it', async () => {
    const {stream, seen} = body(1_000);
    await expect(readCapped(new Response(stream), 4_500, tooLarge)).rejects.toThrow('too large');
    expect(seen.pulled).toBeLessThanOrEqual(6);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses a body whose declared length is over the cap before reading it', async () => {
    const {stream, seen} = body(1_000);
    const response = new Response(stream, {headers: {'content-length': String(50 * 1024 * 1024)}});
    await expect(readCapped(response, 4_500, tooLarge)).rejects.toThrow('too large');
    expect(seen.pulled).toBeLessThanOrEqual(1); // the stream's first pull, before anything is read
  });

  it('counts the decoded bytes of a compressed body, whatever its declared length', async () => {
    const {stream} = body(1_000);
    const response = new Response(stream, {headers: {'content-length': '100', 'content-encoding': 'gzip'}});
    await expect(readCapped(response, 4_500, tooLarge)).rejects.toThrow('too large');
  });
});
