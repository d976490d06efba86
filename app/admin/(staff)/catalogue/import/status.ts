import type { StatusTone } from '@/components/admin/status-badge';

/** How an import's state reads on its badge: waiting for Apply, being applied (or stopped halfway with its server), applied, undone, or a file that could not be read. */
export const IMPORT_STATUS_TONES = { 'dry-run': 'waiting', applying: 'waiting', applied: 'good', undone: 'off', refused: 'bad' } as const satisfies Record<string, StatusTone>;
