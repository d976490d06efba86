import type { StatusTone } from '@/components/admin/status-badge';

/**
 * How an import's state reads on its badge: waiting for Apply, being applied (or stopped halfway with its server),
 * applied, undone, discarded (a dry run left unapplied for two weeks), or a file that could not be read.
 */
export const IMPORT_STATUS_TONES = { 'dry-run': 'waiting', applying: 'waiting', applied: 'good', undone: 'off', discarded: 'off', refused: 'bad' } as const satisfies Record<string, StatusTone>;
