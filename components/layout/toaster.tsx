'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST } from '@/lib/constants';

/** The page's one toast area: 4000 ms, 3 visible, 356 px wide, 14 px apart, swipe or close to dismiss. */
export function Toaster() {
  return (
    <Sonner
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      closeButton
      richColors
      position="bottom-left"
      // Sonner's stylesheet names a system font stack; toasts use the site's font like the rest of the page.
      style={{ '--width': `${TOAST.widthPx}px`, fontFamily: 'inherit' } as CSSProperties}
    />
  );
}
