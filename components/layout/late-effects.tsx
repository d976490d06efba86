'use client';

import dynamic from 'next/dynamic';

// Components of the layout that draw nothing and start their work after the page is up (the deployment check a
// second after start-up, the Web Vitals report when the page is left): their code loads right after hydration
// instead of with the page, which keeps every page's first-load JavaScript within its budget (docs/benchmarks.md).

export const LateVersionWatcher = dynamic(() => import('./version-watcher').then((module) => module.VersionWatcher), { ssr: false });
export const LateVitalsReporter = dynamic(() => import('@/components/vitals/vitals-reporter').then((module) => module.VitalsReporter), { ssr: false });
