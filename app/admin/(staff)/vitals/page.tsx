import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable, type Column } from '@/components/admin/data-table';
import { PageTitle } from '@/components/admin/page-title';
import { StatusBadge } from '@/components/admin/status-badge';
import { adminLocale, getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { vitalsSummary } from '@/lib/vitals/service';
import type { VitalsSummary } from '@/lib/vitals/store';
import { DEVICES, METRICS, THRESHOLDS, type Device, type Metric } from '@/lib/vitals/values';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('vitals'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A metric's value as people read it, in their language's units: seconds for the loading times, milliseconds for INP, CLS as it is. */
function formatValue(metric: Metric, value: number, locale: string) {
  if (metric === 'CLS') return value.toLocaleString(locale, { maximumFractionDigits: 2 });
  if (metric === 'INP') return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(value);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 2 }).format(value / 1000);
}

/**
 * Real visitors' Web Vitals over the last 28 days (docs/decisions/0089-web-vitals.md): p75 per page type against
 * Google's thresholds, pass or fail, and one small chart per metric of each day's p75. Server-rendered SVG: no
 * chart library, no JavaScript.
 */
export default async function VitalsPage({ searchParams }: Props) {
  await requireStaffPage('vitals', '/admin/vitals');
  const params = await searchParams;
  const device = DEVICES.find((d) => d === params.device) as Device | undefined;
  const [t, locale, summary] = await Promise.all([getAdminT('vitals'), adminLocale(), vitalsSummary(device)]);
  const all = summary.rows.find((row) => row.pageType === 'all')!;
  const hasData = METRICS.some((m) => all.metrics[m].samples > 0);
  const columns: Column<VitalsSummary['rows'][number]>[] = [
    { key: 'page', header: t('pageType'), cell: (row) => <span className="font-semibold">{t(`pageTypes.${row.pageType}`)}</span> },
    ...METRICS.map(
      (metric): Column<VitalsSummary['rows'][number]> => ({
        key: metric,
        header: t(`metrics.${metric}`),
        cell: (row) => {
          const { p75, samples } = row.metrics[metric];
          if (p75 === null) return <span className="text-ink-muted">—</span>;
          const good = p75 <= THRESHOLDS[metric];
          return (
            <>
              <span className="block font-semibold tabular-nums">{formatValue(metric, p75, locale)}</span>
              <StatusBadge tone={good ? 'good' : 'bad'}>{good ? t('good') : t('poor')}</StatusBadge>
              <span className="mt-1 block text-xs text-ink-muted">{t('samples', { count: samples })}</span>
            </>
          );
        },
      }),
    ),
  ];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('intro')}</p>
      <nav aria-label={t('device.all')} className="mb-4 flex flex-wrap gap-2 text-sm">
        {([undefined, ...DEVICES] as const).map((d) => (
          <Link
            key={d ?? 'all'}
            href={d ? `/admin/vitals?device=${d}` : '/admin/vitals'}
            aria-current={d === device ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-3 ${d === device ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-200 text-brand-700'}`}
          >
            {t(`device.${d ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {hasData ? null : (
        <p className="mb-4 text-sm font-medium" data-testid="vitals-none">
          {t('none')}
        </p>
      )}
      <DataTable label={t('title')} columns={columns} rows={summary.rows} rowKey={(row) => row.pageType} rowProps={(row) => ({ 'data-testid': `vitals-${row.pageType}` })} empty={t('none')} minWidth="min-w-[52rem]" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {METRICS.map((metric) => (
          <figure key={metric} className="rounded-lg border border-slate-200 bg-white p-3">
            <Chart values={summary.days.map((d) => d.values[metric])} threshold={THRESHOLDS[metric]} label={t('chartTitle', { metric: t(`metrics.${metric}`), threshold: formatValue(metric, THRESHOLDS[metric], locale) })} />
            <figcaption className="mt-2 text-xs text-ink-muted">{t('chartTitle', { metric: t(`metrics.${metric}`), threshold: formatValue(metric, THRESHOLDS[metric], locale) })}</figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}

/** Each day's p75 as a line, the threshold dashed: a small inline SVG (days without samples leave a gap). */
function Chart({ values, threshold, label }: { values: (number | null)[]; threshold: number; label: string }) {
  const width = 280;
  const height = 90;
  // A margin inside the box, so the first and last days' points show whole.
  const pad = 4;
  const top = Math.max(threshold * 1.5, ...values.map((v) => v ?? 0));
  const x = (i: number) => pad + (values.length > 1 ? (i / (values.length - 1)) * (width - 2 * pad) : 0);
  const y = (v: number) => pad + (height - 2 * pad) * (1 - v / top);
  const segments: string[][] = [[]];
  values.forEach((v, i) => (v === null ? segments.push([]) : segments.at(-1)!.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`)));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="h-24 w-full">
      <line x1="0" x2={width} y1={y(threshold)} y2={y(threshold)} stroke="#b45309" strokeDasharray="4 4" strokeWidth="1" />
      {segments
        .filter((points) => points.length)
        .map((points, i) =>
          points.length === 1 ? (
            <circle key={i} cx={points[0]!.split(',')[0]} cy={points[0]!.split(',')[1]} r="2.5" fill="#0a2540" />
          ) : (
            <polyline key={i} points={points.join(' ')} fill="none" stroke="#0a2540" strokeWidth="2" />
          ),
        )}
    </svg>
  );
}
