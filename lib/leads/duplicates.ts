import type { Prisma } from '@/lib/generated/prisma/client';

// Duplicates (issue 30, item 6): a lead whose phone, e-mail or INN is an earlier lead's is the same customer
// writing again. Phones are stored in E.164 and e-mails lower-cased (lib/leads/number.ts), so equality finds
// them on both databases with the indexes of Lead.phone, .email and .inn. Spam is nobody's earlier request.

export type Contacts = { phone: string; email: string | null; inn: string | null };

/** The leads sharing one of these contacts. */
export function sameContacts(lead: Contacts): Prisma.LeadWhereInput {
  return {
    status: { not: 'spam' },
    OR: [{ phone: lead.phone }, ...(lead.email ? [{ email: lead.email }] : []), ...(lead.inn ? [{ inn: lead.inn }] : [])],
  };
}

/** The leads that came in before this one with one of its contacts (at the same moment: the lower number). */
export const earlierWhere = (lead: Contacts & { id: string; number: string; createdAt: Date }): Prisma.LeadWhereInput => ({
  AND: [sameContacts(lead), { OR: [{ createdAt: { lt: lead.createdAt } }, { createdAt: lead.createdAt, number: { lt: lead.number } }] }],
});

const before = (other: { number: string; createdAt: Date }, lead: { number: string; createdAt: Date }) =>
  other.createdAt < lead.createdAt || (other.createdAt.getTime() === lead.createdAt.getTime() && other.number < lead.number);

/** How many leads came in before this one with one of its contacts. */
export async function earlierLeadCount(tx: Prisma.TransactionClient, lead: Contacts & { id: string; number: string; createdAt: Date }): Promise<number> {
  return tx.lead.count({ where: earlierWhere(lead) });
}

/**
 * For a page of the inbox: each row's number of earlier leads with one of its contacts, in one query for the
 * page (rows without any are left out of the map).
 */
export async function earlierCounts(client: Prisma.TransactionClient, rows: ReadonlyArray<Contacts & { id: string; number: string; createdAt: Date }>): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const phones = [...new Set(rows.map((row) => row.phone))];
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
  const inns = [...new Set(rows.flatMap((row) => (row.inn ? [row.inn] : [])))];
  const others = await client.lead.findMany({
    where: { status: { not: 'spam' }, OR: [{ phone: { in: phones } }, ...(emails.length ? [{ email: { in: emails } }] : []), ...(inns.length ? [{ inn: { in: inns } }] : [])] },
    select: { id: true, number: true, phone: true, email: true, inn: true, createdAt: true },
  });
  const counts = new Map<string, number>();
  for (const row of rows) {
    const count = others.filter(
      (other) =>
        before(other, row) &&
        (other.phone === row.phone || (row.email && other.email === row.email) || (row.inn && other.inn === row.inn)),
    ).length;
    if (count) counts.set(row.id, count);
  }
  return counts;
}
