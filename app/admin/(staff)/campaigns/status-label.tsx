import type { CampaignStatus } from '@/lib/generated/prisma/client';

const TONE: Record<CampaignStatus, string> = {
  draft: 'bg-slate-200 text-slate-800',
  sending: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-900',
};

export function CampaignStatusLabel({ status, label }: { status: CampaignStatus; label: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`} data-testid="campaign-status">
      {label}
    </span>
  );
}
