import type { ReactNode } from 'react';

// A status as a coloured label with its text (never colour alone); every pair keeps 4.5:1 contrast. Each list
// names the tone of its statuses (a lead's `won` is `good`, a mail's `failed` is `bad`), so one status reads the
// same on every screen.
const TONES = {
  /** Not looked at yet. */
  new: 'bg-accent-50 text-accent-700 ring-1 ring-accent-300',
  /** Someone is on it. */
  progress: 'bg-brand-100 text-brand-800',
  /** Waits for something (a queued mail, a paused campaign, a missing translation). */
  waiting: 'bg-amber-100 text-amber-900',
  /** Happening now. */
  active: 'bg-sky-100 text-sky-900',
  /** Done well, or live. */
  good: 'bg-green-100 text-green-900',
  /** Ended, hidden or off. */
  off: 'bg-slate-200 text-slate-800',
  /** Failed, refused or expired. */
  bad: 'bg-red-100 text-red-900',
} as const;

export type StatusTone = keyof typeof TONES;

export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}
