import { requireStaffRoute } from '@/lib/admin/session';
import { handleDocumentForm } from '@/lib/admin/documents/upload';

type Context = { params: Promise<{ id: string }> };

/** A document's edit form (multipart; a new file is optional and replaces the old one; 303 back to the page). */
export async function POST(request: Request, { params }: Context) {
  const staff = await requireStaffRoute(request, 'documents');
  if (staff instanceof Response) return staff;
  return handleDocumentForm(request, staff, (await params).id);
}
