import { csvResponse } from '@/lib/admin/csv';
import { leadsCsv } from '@/lib/admin/leads/export';
import { parseLeadFilter } from '@/lib/admin/leads/filters';
import { exportLeads } from '@/lib/admin/leads/service';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { now } from '@/lib/clock';

// GET /api/admin/leads/export?<the inbox's filter>: the filtered leads (every page) as CSV, recorded in the
// audit log with the filter and the row count.
export async function GET(request: Request) {
  const staff = await requireStaffRoute(request, 'leads');
  if (staff instanceof Response) return staff;
  const leads = await exportLeads(actorOf(staff), parseLeadFilter(new URL(request.url).searchParams));
  const day = now().toISOString().slice(0, 10);
  return csvResponse(`leads-${day}.csv`, leadsCsv(leads, staff.locale));
}
