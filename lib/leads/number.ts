import * as clock from '@/lib/clock';
import type { Prisma } from '@/lib/generated/prisma/client';
import { searchColumn } from '@/lib/search-key';

// Every lead gets a number staff and the visitor can say on the phone: the year it came in (UTC) and its place
// in that year, "2026-000123". The counter row of the year is raised in the transaction that stores the lead:
// on PostgreSQL the upsert is one INSERT … ON CONFLICT DO UPDATE, whose row lock makes concurrent forms wait for
// each other; on SQLite a write transaction has the file to itself. A rolled-back lead gives its number back.

/** "2026-000123". */
export const formatLeadNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

/** The next number of the year `at` falls in (UTC). */
export async function nextLeadNumber(tx: Prisma.TransactionClient, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const counter = await tx.leadCounter.upsert({ where: { year }, create: { year, last: 1 }, update: { last: { increment: 1 } } });
  return formatLeadNumber(year, counter.last);
}

/** The fields a lead is found by in the inbox's search (lib/search-key.ts). */
export type LeadSearchFields = {
  number: string;
  name: string;
  companyName?: string | null;
  email?: string | null;
  phone: string;
  inn?: string | null;
  city?: string | null;
};

export const leadSearchColumn = (lead: LeadSearchFields) => searchColumn([lead.number, lead.name, lead.companyName, lead.email, lead.phone, lead.inn, lead.city]);

/**
 * Stores a lead with its number and its search column: every lead, whichever form it came from, is created here.
 * The e-mail is kept lower-cased, so the same address typed twice is one (lib/leads/duplicates.ts).
 */
export async function createLead(tx: Prisma.TransactionClient, given: Omit<Prisma.LeadUncheckedCreateInput, 'number' | 'search'>) {
  const data = { ...given, email: given.email?.trim().toLowerCase() || null };
  const at = data.createdAt ? new Date(data.createdAt) : clock.now();
  const number = await nextLeadNumber(tx, at);
  return tx.lead.create({ data: { ...data, createdAt: at, number, search: leadSearchColumn({ ...data, number }) } });
}
