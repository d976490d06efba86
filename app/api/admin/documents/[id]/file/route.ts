import { requireStaffRoute } from '@/lib/admin/session';
import { inlineDisposition } from '@/lib/documents/file-name';
import { documentForEdit } from '@/lib/admin/documents/queries';
import { uploadStorage } from '@/lib/storage/uploads';

type Context = { params: Promise<{ id: string }> };

/** A document's PDF for staff, whatever its state (an expired certificate stays readable in the back office). */
export async function GET(request: Request, { params }: Context) {
  const staff = await requireStaffRoute(request, 'documents');
  if (staff instanceof Response) return staff;
  const document = await documentForEdit((await params).id, staff.locale);
  const file = document ? await uploadStorage().get(document.fileKey) : null;
  if (!document || !file) return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': inlineDisposition(document.fileName),
      'Content-Length': String(file.data.length),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
