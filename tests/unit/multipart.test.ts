import { describe, expect, it } from 'vitest';
import { readMultipartForm } from '@/lib/http/multipart';

// The back office's uploads (pictures, documents) read their multipart body through one helper that counts the
// bytes as they arrive, so a body without a Content-Length (chunked) is held to the same limit as a declared one.

function formRequest(fileBytes: number, { chunked = false } = {}): Request {
  const form = new FormData();
  form.set('title.it', 'Manuale');
  form.set('file', new File([new Uint8Array(fileBytes).fill(65)], 'a.pdf', { type: 'application/pdf' }));
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  if (!chunked) return encoded;
  // The same body as a stream of unknown length: no Content-Length header.
  const body = encoded.body!;
  return new Request('http://x/', { method: 'POST', body, headers: { 'Content-Type': encoded.headers.get('content-type')! }, duplex: 'half' } as RequestInit);
}

describe('readMultipartForm', () => {
  it('reads a form within the limit, fields and file', async () => {
    const read = await readMultipartForm(formRequest(1000), 2000);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.form.get('title.it')).toBe('Manuale');
    expect((read.form.get('file') as File).size).toBe(1000);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x', headers: { 'Content-Length': String(10_000_000), 'Content-Type': 'multipart/form-data; boundary=b' } });
    expect(await readMultipartForm(request, 1000)).toEqual({ ok: false, code: 'TOO_LARGE' });
    expect(request.bodyUsed).toBe(false);
  });

  it('holds a chunked body (no Content-Length) to the limit', async () => {
    const request = formRequest(300_000, { chunked: true });
    expect(request.headers.get('content-length')).toBeNull();
    expect(await readMultipartForm(request, 100_000)).toEqual({ ok: false, code: 'TOO_LARGE' });
    const within = await readMultipartForm(formRequest(50_000, { chunked: true }), 100_000);
    expect(within.ok).toBe(true);
  });

  it('answers EMPTY for a body that is not a form', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(await readMultipartForm(request, 1000)).toEqual({ ok: false, code: 'EMPTY' });
  });
});
