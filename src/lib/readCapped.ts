/**
 * A response body read while counting decoded bytes: reading stops, and the connection closes, past
 * `maxBytes`, so neither a huge answer nor a compression bomb reaches memory. Used by the MCP
 * server's site reader and check:chain's source client.
 */
export async function readCapped(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'));
  // Content-Length counts the compressed bytes; only an uncompressed body can be refused up front.
  if (!response.headers.get('content-encoding') && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}
