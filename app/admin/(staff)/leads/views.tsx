import Link from 'next/link';
import { getAdminT } from '@/lib/admin/i18n';
import { searchQuery } from '@/lib/admin/search-params';
import type { Staff } from '@/lib/admin/session';
import { dayIn } from '@/lib/admin/time-zone';
import { now } from '@/lib/clock';
import { saveFilterAction } from './actions';

/** Monday of the week `day` falls in ("2026-11-23" for "2026-11-27"). */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The inbox's ready-made views: links that fill the filter, days counted in the staff member's zone. */
export function leadViews(staff: Staff, at = now()) {
  const today = dayIn(at, staff.timeZone);
  return [
    { key: 'today', query: { status: 'new', from: today, to: today } },
    { key: 'mine', query: { assignee: staff.id } },
    { key: 'week', query: { from: weekStart(today) } },
    { key: 'overdue', query: { tasks: 'overdue' } },
  ] as const;
}

/**
 * The views as a row of links, "My filter" last when the user saved one; the one the URL matches is marked
 * current. Beside them, "Save this filter" when the inbox is filtered.
 */
export async function LeadViews({ staff, current, saved }: { staff: Staff; current: string; saved: string | null }) {
  const t = await getAdminT('leads');
  const views = [...leadViews(staff).map((view) => ({ key: view.key, href: `/admin/leads${searchQuery(view.query)}` })), ...(saved ? [{ key: 'saved' as const, href: `/admin/leads${saved}` }] : [])];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <nav aria-label={t('views.label')} className="flex flex-wrap gap-2" data-testid="lead-views">
        {views.map((view) => {
          const href = view.href;
          const active = href === `/admin/leads${current}`;
          return (
            <Link
              key={view.key}
              href={href}
              aria-current={active ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-700 hover:bg-brand-50'}`}
            >
              {t(`views.${view.key}`)}
            </Link>
          );
        })}
      </nav>
      {current && current !== saved ? (
        <form action={saveFilterAction}>
          <input type="hidden" name="query" value={current} />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline hover:bg-brand-50" data-testid="save-filter">
            {t('views.save')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
