import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';
import type { CampaignStatus } from '@/lib/generated/prisma/client';

const TONES: Record<CampaignStatus, StatusTone> = { draft: 'off', sending: 'active', paused: 'waiting', done: 'good' };

/** A campaign's status, in the back office's one badge. */
export function CampaignStatusLabel({ status, label }: { status: CampaignStatus; label: string }) {
  return (
    <StatusBadge tone={TONES[status]} testId="campaign-status">
      {label}
    </StatusBadge>
  );
}
