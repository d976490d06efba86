import { csvResponse } from '@/lib/admin/csv';
import { exportName, leadsCsv } from '@/lib/admin/leads/export';
import { dayIn } from '@/lib/admin/time-zone';
import { parseLeadFilter } from '@/lib/admin/leads/filters';
import { exportLeads } from '@/lib/admin/leads/service';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { now } from '@/lib/clock';

// GET /api/admin/leads/export?<the inbox's filter>: the filtered leads (every page) as CSV, recorded in the
// audit log with the filter and the row count.
export async function GET(request: Request) {
  const staff = await requireStaffRoute(request, 'leads');
  if (staff instanceof Response) return staff;
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const leads = await exportLeads(actorOf(staff), filter, { timeZone: staff.timeZone, userId: staff.id, now: now() });
  return csvResponse(`${exportName(filter, dayIn(now(), staff.timeZone))}.csv`, leadsCsv(leads, staff));
}
