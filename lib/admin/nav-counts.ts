import 'server-only';
import { db } from '@/lib/db';

/** Leads nobody has looked at yet (status new; spam is never counted). */
export function newLeadCount(): Promise<number> {
  return db.lead.count({ where: { status: 'new' } });
}
