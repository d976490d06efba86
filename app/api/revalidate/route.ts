import { timingSafeEqual } from 'node:crypto';
import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { env } from '@/lib/env';

// POST with `Authorization: Bearer <ADMIN_TOKEN>` regenerates the catalogue pages. Without ADMIN_TOKEN the
// endpoint does not exist.
export async function POST(request: Request) {
  if (!env.ADMIN_TOKEN) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(env.ADMIN_TOKEN);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'UNAUTHORIZED' }, { status: 401 });
  }
  revalidateCatalogue();
  return Response.json({ message: 'REVALIDATED' });
}
