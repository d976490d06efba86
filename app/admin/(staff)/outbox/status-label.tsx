import type { OutboxStatus } from '@/lib/generated/prisma/client';

const TONE: Record<OutboxStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** A message's status as a coloured label with its name (the colour never carries the meaning alone). */
export function StatusLabel({ status, label }: { status: OutboxStatus; label: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}>{label}</span>;
}
