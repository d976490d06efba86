import { revalidatePath } from 'next/cache';
import { IMPORT_LIMITS } from '@/lib/admin/import/read';
import { oneReadAtATime, planImport } from '@/lib/admin/import/service';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { readMultipartForm } from '@/lib/http/multipart';
import { redirectTo } from '@/lib/http/redirect';

/**
 * A spreadsheet's upload from /admin/catalogue/import: a plain multipart form (works without JavaScript) read within
 * the import's own 20 MB (server actions stop at 1 MB), then the dry run; answered with 303 to its report, which
 * writes nothing until the editor presses Apply there. One file is read at a time (another meanwhile: IMPORT_BUSY).
 */
export async function POST(request: Request) {
  const staff = await requireStaffRoute(request, 'catalogue');
  if (staff instanceof Response) return staff;
  const read = await readMultipartForm(request, IMPORT_LIMITS.fileBytes);
  if (!read.ok) return redirectTo(`/admin/catalogue/import?error=${read.code === 'TOO_LARGE' ? 'FILE_TOO_LARGE' : 'FILE_EMPTY'}`);
  const file = read.form.get('file');
  if (!(file instanceof File) || file.size === 0) return redirectTo('/admin/catalogue/import?error=FILE_EMPTY');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const plan = await oneReadAtATime(() => planImport(actorOf(staff), { name: file.name, bytes }));
  if (plan === 'BUSY') return redirectTo('/admin/catalogue/import?error=IMPORT_BUSY');
  revalidatePath('/admin/catalogue/import');
  return redirectTo(`/admin/catalogue/import/${plan.id}`);
}
