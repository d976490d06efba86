import { revalidatePath } from 'next/cache';
import { receivePictureUpload } from '@/lib/admin/catalogue/pictures';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { redirectTo } from '@/lib/http/redirect';
import { addProjectPicture, deleteUnusedProjectPicture, projectVersion } from '@/lib/admin/projects/service';

type Context = { params: Promise<{ id: string }> };

/**
 * A picture upload from a project's photos page, the catalogue's upload (checked by content, stored as WebP)
 * kept under projects/: a plain multipart form answered with 303 back to that page, which says what happened.
 */
export async function POST(request: Request, { params }: Context) {
  const staff = await requireStaffRoute(request, 'projects');
  if (staff instanceof Response) return staff;
  const { id } = await params;
  const back = (query: string) => redirectTo(`/admin/projects/${encodeURIComponent(id)}/pictures?${query}`);

  const upload = await receivePictureUpload(request, 'projects', () => projectVersion(id));
  if (!upload.ok) return back(upload.query);
  const result = await addProjectPicture(actorOf(staff), id, upload.version, upload.url);
  if (!result.ok) {
    await deleteUnusedProjectPicture(upload.url);
    return back(`pictureError=${result.fieldErrors?.pictures ? 'TOO_MANY' : result.code}`);
  }
  revalidatePath('/admin/projects', 'layout');
  return back('done=pictureAdded');
}
