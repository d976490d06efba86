import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this box. The box can take the keyboard's focus (arrow keys
 * scroll it: axe's `scrollable-region-focusable`) and, given a `label`, is a named region for screen readers. Inside
 * a section that already names it, leave the label out: two landmarks of one name confuse (`landmark-unique`).
 * It is positioned, so what a cell hides for screen readers only (`sr-only`, absolutely placed) stays inside it
 * instead of widening the page on a phone.
 */
export function ScrollRegion({ label, className = 'rounded-lg border border-slate-200 bg-white', children }: { label?: string; className?: string; children: ReactNode }) {
  const named = label ? { role: 'region', 'aria-label': label } : {};
  return (
    <div {...named} tabIndex={0} className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-600 ${className}`}>
      {children}
    </div>
  );
}
