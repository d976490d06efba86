import { isStorageKey } from '@/lib/storage/storage';
import { uploadStorage } from '@/lib/storage/uploads';

type Context = { params: Promise<{ key: string[] }> };

// Uploaded pictures, outside the locale routing (proxy.ts leaves /uploads alone). Names carry their content's
// hash, so a file never changes under its name and may be cached for a year.
export async function GET(_request: Request, { params }: Context) {
  const key = (await params).key.join('/');
  // Pictures only: a document's PDF is served by app/uploads/documents/[file], which checks it may still be shown.
  const file = isStorageKey(key) && /\.(webp|png|jpg)$/.test(key) ? await uploadStorage().get(key) : null;
  if (!file) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
