import { revalidatePath } from 'next/cache';
import { MAX_PICTURE_BYTES, storePicture } from '@/lib/admin/catalogue/pictures';
import { addPicture, deleteUnusedPicture } from '@/lib/admin/catalogue/products';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { env } from '@/lib/env';

type Context = { params: Promise<{ id: string }> };

/** Room for the multipart envelope and the other fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * A picture upload from the product's edit page: a plain multipart form (works without JavaScript), answered
 * with 303 back to the page, which shows what happened. A route handler rather than a server action, because
 * server actions take at most 1 MB and the limit stays as it is for the public forms.
 */
export async function POST(request: Request, { params }: Context) {
  const staff = await requireStaffRoute(request, 'catalogue');
  if (staff instanceof Response) return staff;
  const { id } = await params;
  const back = (query: string) =>
    new Response(null, { status: 303, headers: { Location: `${env.SITE_URL}/admin/catalogue/products/${encodeURIComponent(id)}?${query}#pictures` } });

  if (Number(request.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES + ENVELOPE_BYTES) return back('pictureError=TOO_LARGE');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back('pictureError=EMPTY');
  }
  const file = form.get('picture');
  const version = Number(form.get('version'));
  if (!Number.isInteger(version) || version < 1) return back('error=CONFLICT');
  if (!(file instanceof File) || file.size === 0) return back('pictureError=EMPTY');
  if (file.size > MAX_PICTURE_BYTES) return back('pictureError=TOO_LARGE');
  const stored = await storePicture(Buffer.from(await file.arrayBuffer()));
  if (!stored.ok) return back(`pictureError=${stored.code}`);
  const result = await addPicture(actorOf(staff), id, version, stored.url);
  if (!result.ok) {
    // Nothing refers to the files just stored (unless the same picture is already in use): remove them.
    await deleteUnusedPicture(stored.url);
    return back(`error=${result.code}`);
  }
  revalidatePath('/admin/catalogue', 'layout');
  return back('done=pictureAdded');
}
