import { csvResponse } from '@/lib/admin/csv';
import { exportName, leadsCsv, leadsXlsx, xlsxResponse } from '@/lib/admin/leads/export';
import { dayIn } from '@/lib/admin/time-zone';
import { parseLeadFilter } from '@/lib/admin/leads/filters';
import { exportLeads } from '@/lib/admin/leads/service';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { now } from '@/lib/clock';

// GET /api/admin/leads/export?<the inbox's filter>[&format=xlsx]: the filtered leads (every page) as CSV, or as
// XLSX, recorded in the audit log with the filter, the format and the row count.
export async function GET(request: Request) {
  const staff = await requireStaffRoute(request, 'leads');
  if (staff instanceof Response) return staff;
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params);
  const format = params.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  const leads = await exportLeads(actorOf(staff), filter, { timeZone: staff.timeZone, userId: staff.id, now: now() }, format);
  const name = exportName(filter, dayIn(now(), staff.timeZone));
  return format === 'xlsx' ? xlsxResponse(`${name}.xlsx`, await leadsXlsx(leads, staff)) : csvResponse(`${name}.csv`, leadsCsv(leads, staff));
}
