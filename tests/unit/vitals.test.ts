import { describe, expect, it } from 'vitest';
import { recordSample, sampleSchema, summarize } from '@/lib/vitals/store';
import { bucketOf, bucketUpper, deviceOf, MAX_BUCKET, p75, pageTypeOf } from '@/lib/vitals/values';
import { databasePerTest } from '../support/test-db';

// Real visitors' Web Vitals (issue 37, item 2): the page types, the fixed logarithmic buckets and their p75, the
// beacon's schema, and the daily histograms on a real SQLite file.

const testDb = databasePerTest();

describe('Web Vitals', () => {
  it('groups pages by type whatever their language, and devices by viewport width', () => {
    expect(['/', '/ru', '/en/'].map(pageTypeOf)).toEqual(['home', 'home', 'home']);
    expect(['/product', '/en/product/ws-35r32', '/ru/categories/chillers', '/projects/hotel', '/ru/contacts', '/calculator', '/privacy'].map(pageTypeOf)).toEqual([
      'productList',
      'product',
      'category',
      'projects',
      'forms',
      'tools',
      'other',
    ]);
    expect([320, 767, 768, 1280].map(deviceOf)).toEqual(['phone', 'phone', 'desktop', 'desktop']);
  });

  it('computes the 75th percentile of a known set within one bucket (10 %)', () => {
    // 400 loading times from 0.8 s to 4.79 s, shuffled: the 75th percentile is 3.79 s.
    const values = Array.from({ length: 400 }, (_, i) => 800 + i * 10).sort((a, b) => ((a * 7919) % 400) - ((b * 7919) % 400));
    const counts = new Map<number, number>();
    for (const value of values) counts.set(bucketOf('LCP', value), (counts.get(bucketOf('LCP', value)) ?? 0) + 1);
    const exact = [...values].sort((a, b) => a - b)[299]!;
    const estimate = p75('LCP', counts)!;
    expect(estimate).toBeGreaterThanOrEqual(exact);
    expect(estimate).toBeLessThanOrEqual(exact * 1.1);
    // CLS counts in thousandths; values up to 1 share bucket 0; the largest bucket takes everything above.
    expect(bucketUpper('CLS', bucketOf('CLS', 0.1))).toBeCloseTo(0.1, 1);
    expect(bucketOf('INP', 0)).toBe(0);
    expect(bucketOf('TTFB', 1e9)).toBe(MAX_BUCKET);
    expect(p75('LCP', new Map())).toBeNull();
  });

  it('takes a beacon of known metrics once each, within range, and nothing else', () => {
    const ok = { page: 'product', locale: 'ru', device: 'phone', metrics: [{ name: 'LCP', value: 1830.5 }, { name: 'CLS', value: 0.02 }] };
    expect(sampleSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, metrics: [] },
      { ...ok, metrics: [{ name: 'FID', value: 10 }] },
      { ...ok, metrics: [{ name: 'LCP', value: -1 }] },
      { ...ok, metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] },
      { ...ok, locale: 'de' },
      { ...ok, page: '/en/product/secret' },
      { ...ok, url: 'https://example.com/' },
    ]) {
      expect(sampleSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('counts samples per day in buckets and summarizes 28 days per page type, for one device or all', async () => {
    const db = testDb.prisma;
    const at = new Date('2030-05-01T10:00:00Z');
    for (const value of [1000, 1200, 1400, 5000]) {
      await recordSample(db, { page: 'product', locale: 'it', device: 'phone', metrics: [{ name: 'LCP', value }] }, at);
    }
    await recordSample(db, { page: 'home', locale: 'en', device: 'desktop', metrics: [{ name: 'LCP', value: 900 }, { name: 'INP', value: 40 }] }, new Date('2030-04-20T10:00:00Z'));
    // Older than 28 days: left out.
    await recordSample(db, { page: 'home', locale: 'en', device: 'desktop', metrics: [{ name: 'LCP', value: 9000 }] }, new Date('2030-03-01T10:00:00Z'));
    expect(await db.vitalsBucket.count({ where: { day: '2030-05-01' } })).toBe(4);

    const summary = await summarize(db, at);
    const row = (type: string) => summary.rows.find((r) => r.pageType === type)!;
    expect(row('product').metrics.LCP.samples).toBe(4);
    expect(row('product').metrics.LCP.p75).toBeCloseTo(bucketUpper('LCP', bucketOf('LCP', 1400)));
    expect(row('all').metrics.LCP.samples).toBe(5);
    expect(row('home').metrics.INP.samples).toBe(1);
    expect(summary.rows.map((r) => r.pageType)).toEqual(['all', 'home', 'product']);
    expect(summary.days).toHaveLength(28);
    expect(summary.days.at(-1)).toMatchObject({ day: '2030-05-01' });
    expect((await summarize(db, at, 28, 'desktop')).rows.map((r) => r.pageType)).toEqual(['all', 'home']);
  });
});
