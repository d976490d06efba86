'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/browser/notify';

const Toaster = dynamic(() => import('./toaster').then((m) => m.Toaster), { ssr: false });

/** Mounts the toast area once something asks for it (lib/browser/notify.ts), so pages load without it. */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return wanted ? <Toaster /> : null;
}
