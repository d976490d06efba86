import { requireStaffRoute } from '@/lib/admin/session';
import { handleDocumentForm } from '@/lib/admin/documents/upload';

/** A new document from the back office's upload form (multipart; 303 to its page). */
export async function POST(request: Request) {
  const staff = await requireStaffRoute(request, 'documents');
  if (staff instanceof Response) return staff;
  return handleDocumentForm(request, staff);
}
