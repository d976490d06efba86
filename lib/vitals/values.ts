import { routing } from '@/i18n/routing';

// Real visitors' Web Vitals (docs/decisions/0089-web-vitals.md): what is measured and how it is counted, shared by
// the public pages' reporter (browser code: no zod, no server code), the endpoint and the back office's screen.

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** Google's "good" thresholds (p75): milliseconds, and CLS as a plain number. */
export const THRESHOLDS: Record<Metric, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

export const PAGE_TYPES = ['home', 'product', 'productList', 'category', 'projects', 'documents', 'dealers', 'forms', 'tools', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The largest body the endpoint reads. */
export const MAX_BODY_BYTES = 2048;

/** A page's type from its path, any locale prefix removed: the screen groups pages by what they are. */
export function pageTypeOf(pathname: string): PageType {
  const segments = pathname.split('/').filter(Boolean);
  if ((routing.locales as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  const [first = '', second] = segments;
  if (first === '') return 'home';
  if (first === 'product') return second ? 'product' : 'productList';
  if (first === 'categories') return 'category';
  if (first === 'projects' || first === 'documents' || first === 'dealers') return first;
  if (first === 'contacts' || first === 'becomepartner' || first === 'quote') return 'forms';
  if (first === 'calculator' || first === 'compare') return 'tools';
  return 'other';
}

/** Phone below 768 CSS pixels of viewport width, desktop from there. */
export const deviceOf = (viewportWidth: number): Device => (viewportWidth < 768 ? 'phone' : 'desktop');

/**
 * Fixed logarithmic buckets, the same for every metric: a value (milliseconds; CLS × 1000) falls in bucket
 * `ceil(log(value) / log(1.1))`, so a bucket's upper bound is 10 % above its lower one; 0 holds values up to 1.
 * The largest bucket (about 2.5 hours, or a CLS of 9,000) takes everything above.
 */
const GROWTH = 1.1;
export const MAX_BUCKET = 120;
const scaled = (metric: Metric, value: number) => (metric === 'CLS' ? value * 1000 : value);
export function bucketOf(metric: Metric, value: number): number {
  const v = scaled(metric, value);
  if (!(v > 1)) return 0;
  return Math.min(MAX_BUCKET, Math.ceil(Math.log(v) / Math.log(GROWTH)));
}
/** A bucket's upper bound, in the metric's own unit. */
export function bucketUpper(metric: Metric, bucket: number): number {
  const v = GROWTH ** bucket;
  return metric === 'CLS' ? v / 1000 : v;
}

/** The 75th percentile of counted buckets (the upper bound of the bucket holding it), or null without samples. */
export function p75(metric: Metric, counts: ReadonlyMap<number, number> | readonly { bucket: number; count: number }[]): number | null {
  const entries = Array.isArray(counts) ? counts.map((c) => [c.bucket, c.count] as const) : [...(counts as ReadonlyMap<number, number>)];
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [bucket, count] of [...entries].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= total * 0.75) return bucketUpper(metric, bucket);
  }
  return null;
}
