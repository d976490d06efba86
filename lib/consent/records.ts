import type { Locale } from '@/i18n/routing';
import type { Prisma } from '@/lib/generated/prisma/client';
import { currentConsentVersions, type ConsentPurpose } from './documents';

// A consent record per purpose granted: which version of which document the person was shown (with its SHA-256),
// when, from which page, and the IP and browser of the request (the README's trust-proxy rule names the IP).
// Written in the transaction that stores what the consent covers, and erased with it.

export type ConsentContext = { at: Date; ip: string; userAgent: string; sourcePage: string; locale: Locale };
export type ConsentOwner = { leadId: string } | { subscriberId: string };

/**
 * Records the current version of each purpose's document for the owner. A purpose with no published document is a
 * broken release (the setup step publishes every purpose): it is logged and left out, and what the consent covers is
 * stored all the same, since a visitor's submission is never lost.
 */
export async function recordConsents(tx: Prisma.TransactionClient, owner: ConsentOwner, purposes: readonly ConsentPurpose[], context: ConsentContext) {
  const versions = await currentConsentVersions(tx);
  const data = purposes.flatMap((purpose) => {
    const document = versions.get(purpose);
    if (!document) {
      console.error(`[consent] no published consent document for "${purpose}": run the setup step (npm run db:deploy); the consent is not recorded`);
      return [];
    }
    return [
      {
        ...owner,
        purpose,
        documentId: document.id,
        version: document.version,
        sha256: document.sha256,
        locale: context.locale,
        givenAt: context.at,
        ip: context.ip,
        userAgent: context.userAgent,
        sourcePage: context.sourcePage,
      },
    ];
  });
  if (data.length) await tx.consentRecord.createMany({ data });
}

/** The purposes a lead form's boxes grant: processing always (the form is refused without it), the others when ticked. */
export function grantedPurposes(boxes: { newsletter?: boolean; dealerContact?: boolean }): ConsentPurpose[] {
  return ['processing', ...(boxes.newsletter ? (['newsletter'] as const) : []), ...(boxes.dealerContact ? (['transfer'] as const) : [])];
}

/** Marks an owner's consents to the given purposes withdrawn (once: an earlier withdrawal keeps its time). */
export async function withdrawConsents(tx: Prisma.TransactionClient, owner: ConsentOwner, purposes: readonly ConsentPurpose[], at: Date) {
  const { count } = await tx.consentRecord.updateMany({ where: { ...owner, purpose: { in: [...purposes] }, withdrawnAt: null }, data: { withdrawnAt: at } });
  return count;
}

/**
 * The consents of a lead or subscriber in one export cell: "processing v2 sha256:1a2b3c4d5e6f 2026-11-27 11:00
 * 203.0.113.9; newsletter v1 … withdrawn 2026-12-01 09:00". `when` writes a moment in the reader's zone.
 */
export function consentCell(
  records: readonly { purpose: string; version: number; sha256: string; givenAt: Date; ip: string; withdrawnAt: Date | null }[],
  when: (date: Date) => string,
): string | null {
  const parts = records.map(
    (record) => `${record.purpose} v${record.version} sha256:${record.sha256.slice(0, 12)} ${when(record.givenAt)} ${record.ip}${record.withdrawnAt ? ` withdrawn ${when(record.withdrawnAt)}` : ''}`,
  );
  return parts.length ? parts.join('; ') : null;
}
