import 'server-only';
import { readBodyWithin } from './body';

/** Room for the multipart envelope and the form's other fields around an uploaded file. */
const ENVELOPE_BYTES = 64 * 1024;

export type MultipartResult = { ok: true; form: FormData } | { ok: false; code: 'TOO_LARGE' | 'EMPTY' };

/**
 * A multipart form whose file may be at most `maxFileBytes`: the body is counted while it streams in and reading
 * stops past the limit (plus the envelope), so neither a large declared length nor a chunked body without one is
 * ever buffered whole. EMPTY when the body is not a form.
 */
export async function readMultipartForm(request: Request, maxFileBytes: number): Promise<MultipartResult> {
  if (!request.body) return { ok: false, code: 'EMPTY' };
  const bytes = await readBodyWithin(request, maxFileBytes + ENVELOPE_BYTES);
  if (bytes === null) return { ok: false, code: 'TOO_LARGE' };
  try {
    const body = new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } });
    return { ok: true, form: await body.formData() };
  } catch {
    return { ok: false, code: 'EMPTY' };
  }
}
