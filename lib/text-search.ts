import type { Prisma } from '@/lib/generated/prisma/client';
import { usesPostgres } from './database-url';

/**
 * A "contains" filter that ignores case on either database: SQLite's LIKE already does (for ASCII letters);
 * PostgreSQL needs `mode: 'insensitive'` (ILIKE), which the SQLite client's types do not have and its engine
 * refuses, so it is added only there.
 */
export function containsText(value: string): Prisma.StringFilter {
  return (usesPostgres() ? { contains: value, mode: 'insensitive' } : { contains: value }) as Prisma.StringFilter;
}
