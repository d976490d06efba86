import { z } from 'zod';
import { routing } from '@/i18n/routing';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { bucketOf, DEVICES, METRICS, p75, PAGE_TYPES, type Metric, type PageType } from './values';

// Web Vitals samples in, daily histograms out (docs/decisions/0089-web-vitals.md). No 'server-only': the unit
// tests call it with their own client.

/** One beacon: a page view's metrics. Anything else is refused (400): unknown names, values out of range. */
export const sampleSchema = z.strictObject({
  page: z.enum(PAGE_TYPES),
  locale: z.enum(routing.locales),
  device: z.enum(DEVICES),
  metrics: z
    .array(z.strictObject({ name: z.enum(METRICS), value: z.number().finite().min(0).max(3_600_000) }))
    .min(1)
    .max(METRICS.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'each metric once'),
});
export type Sample = z.output<typeof sampleSchema>;

/** The UTC day of a moment, "2026-11-27". */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Counts a page view's metrics in today's buckets. */
export async function recordSample(client: PrismaClient, sample: Sample, at: Date): Promise<void> {
  const day = dayOf(at);
  await client.$transaction(
    sample.metrics.map(({ name, value }) => {
      const id = { day, metric: name, pageType: sample.page, locale: sample.locale, device: sample.device, bucket: bucketOf(name, value) };
      return client.vitalsBucket.upsert({ where: { day_metric_pageType_locale_device_bucket: id }, create: { ...id, count: 1 }, update: { count: { increment: 1 } } });
    }),
  );
}

export type VitalsSummary = {
  /** p75 per page type (all pages: `all`) and metric, with the samples it rests on. */
  rows: { pageType: PageType | 'all'; metrics: Record<Metric, { p75: number | null; samples: number }> }[];
  /** p75 per day of every page, per metric, oldest first (the charts). */
  days: { day: string; values: Record<Metric, number | null> }[];
};

/** The last `days` days (merged buckets), from `until` back, optionally for phones or desktops only. */
export async function summarize(client: PrismaClient, until: Date, days = 28, device?: (typeof DEVICES)[number]): Promise<VitalsSummary> {
  const dayList = Array.from({ length: days }, (_, i) => dayOf(new Date(until.getTime() - (days - 1 - i) * 86_400_000)));
  const rows = await client.vitalsBucket.findMany({ where: { day: { gte: dayList[0]!, lte: dayList.at(-1)! }, ...(device ? { device } : {}) } });
  const merge = (filter: (row: (typeof rows)[number]) => boolean, metric: Metric) => {
    const counts = new Map<number, number>();
    for (const row of rows) if (row.metric === metric && filter(row)) counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.count);
    return { p75: p75(metric, counts), samples: [...counts.values()].reduce((a, b) => a + b, 0) };
  };
  const table = (['all', ...PAGE_TYPES] as const).map((pageType) => ({
    pageType,
    metrics: Object.fromEntries(METRICS.map((metric) => [metric, merge((row) => pageType === 'all' || row.pageType === pageType, metric)])) as VitalsSummary['rows'][number]['metrics'],
  }));
  return {
    rows: table.filter((row) => row.pageType === 'all' || METRICS.some((m) => row.metrics[m].samples > 0)),
    days: dayList.map((day) => ({ day, values: Object.fromEntries(METRICS.map((metric) => [metric, merge((row) => row.day === day, metric).p75])) as Record<Metric, number | null> })),
  };
}
