import { StatusBadge as Badge, type StatusTone } from '@/components/admin/status-badge';
import type { LeadStatusValue } from '@/lib/admin/leads/values';

const TONES: Record<LeadStatusValue, StatusTone> = { new: 'new', in_progress: 'progress', won: 'good', lost: 'off', spam: 'bad' };

/** A lead's status, in the back office's one badge. */
export function StatusBadge({ status, label }: { status: LeadStatusValue; label: string }) {
  return <Badge tone={TONES[status]}>{label}</Badge>;
}
