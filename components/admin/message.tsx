import type { ReactNode } from 'react';

// One look for what the back office tells a staff member about what just happened (saved, refused, sent), on
// every screen and in server and client components alike; colour is never the only sign (the text says it).
const TONES = {
  success: 'bg-green-50 text-green-800',
  error: 'border border-red-200 bg-red-50 text-red-800',
  warning: 'border border-amber-300 bg-amber-50 text-amber-900',
  neutral: 'border border-slate-200 bg-white text-ink',
} as const;

export type MessageTone = keyof typeof TONES;

type Props = {
  tone: MessageTone;
  children: ReactNode;
  /** `alert` for a refusal (read out at once), `status` otherwise; `note` for a standing remark. */
  role?: 'alert' | 'status' | 'note';
  className?: string;
  testId?: string;
};

export function Message({ tone, children, role = tone === 'error' ? 'alert' : 'status', className = '', testId }: Props) {
  return (
    <div role={role} className={`rounded-md px-3 py-2 text-sm font-medium ${TONES[tone]} ${className}`} data-testid={testId}>
      {children}
    </div>
  );
}
