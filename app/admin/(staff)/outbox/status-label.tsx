import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';
import type { OutboxStatus } from '@/lib/generated/prisma/client';

const TONES: Record<OutboxStatus, StatusTone> = { pending: 'waiting', sending: 'active', sent: 'good', failed: 'bad', cancelled: 'off' };

/** A message's status, in the back office's one badge. */
export function StatusLabel({ status, label }: { status: OutboxStatus; label: string }) {
  return <StatusBadge tone={TONES[status]}>{label}</StatusBadge>;
}
