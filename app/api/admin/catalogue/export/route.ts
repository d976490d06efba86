import { csvResponse } from '@/lib/admin/csv';
import { exportCatalogue, recordCatalogueExport } from '@/lib/admin/import/export';
import { xlsxResponse } from '@/lib/admin/leads/export';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';

// GET /api/admin/catalogue/export?format=xlsx|csv: the whole catalogue as its editors see it (drafts included), the
// XLSX with its four sheets, the CSV with the products alone; recorded in the audit log with the format and the
// number of products.
export async function GET(request: Request) {
  const staff = await requireStaffRoute(request, 'catalogue');
  if (staff instanceof Response) return staff;
  const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'xlsx';
  const file = await exportCatalogue(format, { timeZone: staff.timeZone });
  await recordCatalogueExport(actorOf(staff), format, file.rows);
  return typeof file.body === 'string' ? csvResponse(file.filename, file.body) : xlsxResponse(file.filename, file.body);
}
