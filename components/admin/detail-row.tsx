import type { ReactNode } from 'react';

/** A labelled value of a record's detail page (inside a <dl>); nothing when the value is empty. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
