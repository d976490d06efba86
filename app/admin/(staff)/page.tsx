import { auditColumns } from '@/components/admin/audit-columns';
import { DataTable, type Column } from '@/components/admin/data-table';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/page-title';
import { failedMailCount, lastChanges, leadFigures, subscribersByLocale } from '@/lib/admin/dashboard/queries';
import { getAdminT } from '@/lib/admin/i18n';
import { LEAD_STATUSES } from '@/lib/admin/leads/values';
import { formatDateTime, type Reader } from '@/lib/admin/time-zone';
import { myTasks } from '@/lib/admin/leads/tasks';
import { now } from '@/lib/clock';
import { can, worksLeads, type Role } from '@/lib/admin/roles';
import { INCOMPLETE_LISTS, incompletePublic } from '@/lib/admin/content/incomplete';
import { HISTORY } from '@/lib/admin/content/history';
import { requireStaffPage, type Staff } from '@/lib/admin/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('dashboard'))('title') };
}

const CARD = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6';
const LINK = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline';

async function LeadsBlock() {
  const [t, leads, figures] = await Promise.all([getAdminT('dashboard'), getAdminT('leads'), leadFigures()]);
  return (
    <section className={CARD} aria-labelledby="dash-leads" data-testid="dashboard-leads">
      <h2 id="dash-leads" className="text-lg font-semibold">{t('leads.heading')}</h2>
      <p className="mt-3 flex items-baseline gap-3">
        <span className="text-4xl font-bold text-brand-900 tabular-nums" data-testid="leads-this-week">{figures.thisWeek}</span>
        <span className="text-sm text-ink-muted">{t('leads.thisWeek')}</span>
      </p>
      <h3 className="mt-4 text-sm font-semibold text-ink-muted">{t('leads.byStatus')}</h3>
      <dl className="mt-2 divide-y divide-slate-100">
        {LEAD_STATUSES.map((status) => (
          <div key={status} className="flex justify-between py-1.5 text-sm">
            <dt>
              <Link href={`/admin/leads?status=${status}`} className="text-brand-700 underline">{leads(`statuses.${status}`)}</Link>
            </dt>
            <dd className="font-semibold tabular-nums" data-testid={`leads-${status}`}>{figures.byStatus[status] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <Link href="/admin/leads" className={`${LINK} mt-2`}>{t('leads.open')}</Link>
    </section>
  );
}

/** My open tasks due today (in my zone) or overdue, soonest first, each linking to its lead. */
async function TasksBlock({ staff }: { staff: Staff }) {
  const [t, leads, tasks] = await Promise.all([getAdminT('dashboard'), getAdminT('leads'), myTasks(staff.id, staff.timeZone)]);
  const at = now();
  return (
    <section className={CARD} aria-labelledby="dash-tasks" data-testid="dashboard-tasks">
      <h2 id="dash-tasks" className="text-lg font-semibold">{t('tasks.heading')}</h2>
      {tasks.length ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {tasks.map((task) => (
            <li key={task.id} className="py-2" data-testid="dashboard-task">
              <Link href={`/admin/leads/${task.lead.id}`} className="font-semibold text-brand-700 underline">
                № {task.lead.number} · {task.lead.name}
              </Link>
              <p className="text-sm">
                {task.title} · {leads('tasks.dueAt', { when: formatDateTime(task.dueAt, staff) })}
                {task.dueAt < at ? <span className="font-semibold text-red-700"> · {leads('tasks.overdue')}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t('tasks.none')}</p>
      )}
      <Link href="/admin/leads?tasks=overdue" className={`${LINK} mt-2`}>{leads('views.overdue')}</Link>
    </section>
  );
}

async function SubscribersBlock() {
  const [t, common, rows] = await Promise.all([getAdminT('dashboard'), getAdminT('common'), subscribersByLocale()]);
  const name = (locale: string) => (locale === 'it' || locale === 'ru' || locale === 'en' ? common(`languages.${locale}`) : locale);
  return (
    <section className={CARD} aria-labelledby="dash-subscribers" data-testid="dashboard-subscribers">
      <h2 id="dash-subscribers" className="text-lg font-semibold">{t('subscribers.heading')}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('subscribers.none')}</p>
      ) : (
        <dl className="mt-3 divide-y divide-slate-100">
          {rows.map((row) => (
            <div key={row.locale} className="flex justify-between py-1.5 text-sm">
              <dt>{name(row.locale)}</dt>
              <dd className="font-semibold tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link href="/admin/subscribers" className={`${LINK} mt-2`}>{t('subscribers.open')}</Link>
    </section>
  );
}

async function FailedMailBanner({ isAdmin }: { isAdmin: boolean }) {
  const count = await failedMailCount();
  if (count === 0) return null;
  const t = await getAdminT('dashboard');
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="failed-mail-banner">
      {isAdmin ? (
        <>
          {t('mail.failedAdmin', { count })}{' '}
          <Link href="/admin/outbox" className="underline">{t('mail.openOutbox')}</Link>
        </>
      ) : (
        t('mail.failedOther', { count })
      )}
    </div>
  );
}

async function ChangesBlock({ reader, isAdmin }: { reader: Reader; isAdmin: boolean }) {
  const [t, rows] = await Promise.all([getAdminT('dashboard'), lastChanges()]);
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'at', header: t('changes.at'), className: 'whitespace-nowrap tabular-nums', cell: (row) => <time dateTime={row.at.toISOString()}>{formatDateTime(row.at, reader)}</time> },
    ...(await auditColumns(rows, { locale: reader.locale, isAdmin, changes: false })),
  ];
  return (
    <section className={`${CARD} lg:col-span-2`} aria-labelledby="dash-changes" data-testid="dashboard-changes">
      <h2 id="dash-changes" className="text-lg font-semibold">{t('changes.heading')}</h2>
      <div className="mt-3">
        <DataTable
          label={t('changes.heading')}
          inNamedSection
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t('changes.none')}
          minWidth="min-w-[32rem]"
        />
      </div>
      <Link href="/admin/audit" className={`${LINK} mt-2`}>{t('changes.all')}</Link>
    </section>
  );
}

/** Public items (products, categories, references, documents) that fall short of the completeness rule, per kind. */
async function IncompleteBanner({ role }: { role: Role }) {
  const counts = await incompletePublic();
  // Each kind for those who may edit it.
  const kinds = (Object.keys(counts) as (keyof typeof counts)[]).filter((kind) => counts[kind] > 0 && can(role, HISTORY[kind].area));
  if (kinds.length === 0) return null;
  const t = await getAdminT('dashboard');
  return (
    <div role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900" data-testid="incomplete-banner">
      <ul className="space-y-1">
        {kinds.map((kind) => (
          <li key={kind} data-testid={`incomplete-${kind}`}>
            {t(`catalogue.incomplete.${kind}`, { count: counts[kind] })}{' '}
            <Link href={INCOMPLETE_LISTS[kind]} className="underline">
              {t('catalogue.open')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The overview every role opens first: each block only for the roles that may use its area. */
export default async function DashboardPage() {
  const staff = await requireStaffPage('dashboard', '/admin');
  const t = await getAdminT('dashboard');
  const blocks = { tasks: worksLeads(staff.role), leads: can(staff.role, 'leads'), subscribers: can(staff.role, 'subscribers'), audit: can(staff.role, 'audit') };
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-6 text-ink-muted">{t('welcome', { name: staff.name || staff.email })}</p>
      <FailedMailBanner isAdmin={can(staff.role, 'outbox')} />
      <IncompleteBanner role={staff.role} />
      <div className="grid gap-6 lg:grid-cols-2">
        {blocks.tasks ? <TasksBlock staff={staff} /> : null}
        {blocks.leads ? <LeadsBlock /> : null}
        {blocks.subscribers ? <SubscribersBlock /> : null}
        {blocks.audit ? <ChangesBlock reader={staff} isAdmin={staff.role === 'admin'} /> : null}
      </div>
      {!blocks.leads && !blocks.subscribers && !blocks.audit ? <p className="text-sm text-ink-muted">{t('nothing')}</p> : null}
    </>
  );
}
