import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this box. The box can take the keyboard's focus (arrow keys
 * scroll it) and is named for screen readers: axe's `scrollable-region-focusable`.
 */
export function ScrollRegion({ label, className = 'rounded-lg border border-slate-200 bg-white', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-600 ${className}`}>
      {children}
    </div>
  );
}
