'use client';

import { useEffect } from 'react';
import { deviceOf, pageTypeOf, type Metric } from '@/lib/vitals/values';

type Props = { locale: string; /** Share of page views measured, 0 to 1 (VITALS_SAMPLE_RATE). */ sampleRate: number };

/**
 * Real visitors' Web Vitals (docs/decisions/0089-web-vitals.md): after the page has loaded, `web-vitals` (its own
 * small chunk, not in the first load) measures LCP, INP, CLS, FCP and TTFB of this page view; when the page is
 * hidden or left they go in one beacon to /api/vitals, with the page's type, the locale and phone or desktop.
 * No cookie, no identifier, no URL.
 */
export function VitalsReporter({ locale, sampleRate }: Props) {
  useEffect(() => {
    if (Math.random() >= sampleRate || typeof navigator.sendBeacon !== 'function') return;
    const values = new Map<Metric, number>();
    const page = pageTypeOf(window.location.pathname);
    const device = deviceOf(window.innerWidth);
    const flush = () => {
      if (values.size === 0) return;
      const metrics = [...values].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
      values.clear();
      navigator.sendBeacon('/api/vitals', new Blob([JSON.stringify({ page, locale, device, metrics })], { type: 'text/plain' }));
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    let cancelled = false;
    import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (cancelled) return;
      const keep = (metric: { name: string; value: number }) => values.set(metric.name as Metric, metric.value);
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
      // Registered after web-vitals' own listeners: they report first, then this sends what they reported.
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', flush);
    });
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [locale, sampleRate]);
  return null;
}
