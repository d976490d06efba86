import { revalidatePath } from 'next/cache';
import { receivePictureUpload } from '@/lib/admin/catalogue/pictures';
import { addPicture, deleteUnusedPicture, productVersion } from '@/lib/admin/catalogue/products';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { redirectTo } from '@/lib/http/redirect';

type Context = { params: Promise<{ id: string }> };

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
    redirectTo(`/admin/catalogue/products/${encodeURIComponent(id)}/pictures?${query}`);

  const upload = await receivePictureUpload(request, 'products', () => productVersion(id));
  if (!upload.ok) return back(upload.query);
  const result = await addPicture(actorOf(staff), id, upload.version, upload.url);
  if (!result.ok) {
    // Nothing refers to the files just stored (unless the same picture is already in use): remove them.
    await deleteUnusedPicture(upload.url);
    return back(`pictureError=${result.code}`);
  }
  revalidatePath('/admin/catalogue', 'layout');
  return back('done=pictureAdded');
}
