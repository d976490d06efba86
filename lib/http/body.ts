import 'server-only';

/**
 * A request's body, counted while it streams in: null as soon as it passes `maxBytes` (reading stops there), so
 * neither a large declared length nor a chunked body without one is ever buffered whole. An absent body is empty.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
