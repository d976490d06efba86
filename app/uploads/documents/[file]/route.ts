import { NOT_FOUND_CACHE_CONTROL } from '@/lib/server/not-found.mjs';
import { DOCUMENTS_PREFIX } from '@/lib/documents/files';
import { inlineDisposition } from '@/lib/documents/file-name';
import { visibleFile } from '@/lib/documents/queries';
import { isStorageKey } from '@/lib/storage/storage';
import { uploadStorage } from '@/lib/storage/uploads';

type Context = { params: Promise<{ file: string }> };

// A document's PDF, served only while a visitor may see the document (published, not past its last valid day):
// unlike the pictures (app/uploads/[...key]), a short shared-cache life, so an expiry or an unpublishing takes
// effect within minutes. The name carries the content's hash: the ETag is that hash, a revisit costs a 304.
export const dynamic = 'force-dynamic';

/** Browsers and shared caches keep the file five minutes, then ask again (a 304 while it is unchanged). */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * Plain text: the server swaps an HTML 404 for the 404 page only for pages, and a route's answer would never
 * finish there (lib/server/not-found.mjs).
 */
const notFound = () =>
  new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });

export async function GET(request: Request, { params }: Context) {
  const key = `${DOCUMENTS_PREFIX}${(await params).file}`;
  if (!isStorageKey(key) || !key.endsWith('.pdf')) return notFound();
  const document = await visibleFile(key);
  if (!document) return notFound();
  const etag = `"${key.slice(DOCUMENTS_PREFIX.length, -'.pdf'.length)}"`;
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': inlineDisposition(document.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'Last-Modified': document.updatedAt.toUTCString(),
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const file = await uploadStorage().get(key);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.data), { headers: { ...headers, 'Content-Length': String(file.data.length) } });
}
