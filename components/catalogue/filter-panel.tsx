'use client';

import { useEffect, useRef, type ReactNode } from 'react';

type Props = { open: boolean; summary: ReactNode; children: ReactNode };

/** Tailwind's lg breakpoint, where the filters sit beside the results and are always shown. */
const WIDE = '(min-width: 64rem)';

/**
 * A native <details> panel: it opens and closes without JavaScript. On wide screens the stylesheet shows its
 * content even while closed (`.filters-panel`); this effect then marks it open too, so assistive technology
 * hears the state that is on screen.
 */
export function FilterPanel({ open, summary, children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const sync = () => {
      if (wide.matches && ref.current) ref.current.open = true;
    };
    sync();
    wide.addEventListener('change', sync);
    return () => wide.removeEventListener('change', sync);
  }, []);
  return (
    <details ref={ref} open={open} className="filters-panel group rounded-xl border border-ink-line bg-brand-50" data-testid="filters-panel">
      {summary}
      {children}
    </details>
  );
}
