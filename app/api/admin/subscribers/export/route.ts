import { csvResponse } from '@/lib/admin/csv';
import { actorOf, requireStaffRoute } from '@/lib/admin/session';
import { subscribersCsv } from '@/lib/admin/subscribers/export';
import { exportConfirmedSubscribers } from '@/lib/admin/subscribers/service';
import { now } from '@/lib/clock';
import { dayIn } from '@/lib/admin/time-zone';

// GET /api/admin/subscribers/export: the confirmed subscribers as CSV, recorded in the audit log with the count.
export async function GET(request: Request) {
  const staff = await requireStaffRoute(request, 'subscribers');
  if (staff instanceof Response) return staff;
  const rows = await exportConfirmedSubscribers(actorOf(staff));
  return csvResponse(`subscribers-${dayIn(now(), staff.timeZone)}.csv`, subscribersCsv(rows, staff));
}
