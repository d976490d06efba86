import type { LeadStatusValue } from '@/lib/admin/leads/values';

// A status as a coloured label with its text (never colour alone); every pair keeps 4.5:1 contrast.
const TONES: Record<LeadStatusValue, string> = {
  new: 'bg-accent-50 text-accent-700 ring-1 ring-accent-300',
  in_progress: 'bg-brand-100 text-brand-800',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status, label }: { status: LeadStatusValue; label: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>{label}</span>;
}
