import 'server-only';
import { z } from 'zod';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { confirmed } from '@/lib/admin/form-schema';
import { refusals, type Refusals, type Refused } from '@/lib/admin/refusal';
import { db } from '@/lib/db';
import { CONSENT_PURPOSES, consentHash } from '@/lib/consent/documents';

// The versions of the consent documents a visitor agrees to (152-FZ wants the consent as a document of its own,
// and the operator able to show the exact text each person saw). An administrator publishes a new version; a
// published version is never changed, so a record that names it (with its SHA-256) names what was shown.

export { CONSENT_PURPOSES, consentHash, type ConsentPurpose } from '@/lib/consent/documents';

/** A document's three texts (Italian is the source; each language is written natively, none may be missing). */
const documentText = z.string().trim().min(1, 'required').max(20_000, 'tooLong').prefault('');

export const publishSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, 'choose'),
  textIt: documentText,
  textRu: documentText,
  textEn: documentText,
  /** What changed, for the list ("Added the CRM as a processor"). */
  note: z.string().trim().max(200, 'tooLong').prefault(''),
  confirm: confirmed('confirm'),
});
export type PublishInput = z.output<typeof publishSchema>;

/** Every version, newest first within each purpose. */
export function listConsentVersions() {
  return db.consentDocument.findMany({ orderBy: [{ purpose: 'asc' }, { version: 'desc' }] });
}

/** The latest version of each purpose, for the form's starting texts. */
export async function latestConsentVersions() {
  const rows = await db.consentDocument.findMany({ orderBy: { version: 'desc' }, distinct: ['purpose'] });
  return new Map(rows.map((row) => [row.purpose, row]));
}

type PublishRefusal = 'UNCHANGED' | 'CONFLICT';
const refusal: Refusals<PublishRefusal> = refusals();
/** Prisma's "unique constraint failed". */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

/**
 * Publishes the next version of a purpose's document. Texts identical to the current version are refused
 * (UNCHANGED): a new version must say something new. Of two administrators publishing the same purpose at once,
 * the unique [purpose, version] lets one through; the other is answered CONFLICT and publishes nothing.
 */
export async function publishConsentVersion(actor: Actor, input: PublishInput): Promise<{ ok: true; version: number } | Refused<PublishRefusal>> {
  const sha256 = consentHash(input);
  return refusal.refusable(() =>
    db.$transaction(async (tx) => {
      const current = await tx.consentDocument.findFirst({ where: { purpose: input.purpose }, orderBy: { version: 'desc' } });
      if (current?.sha256 === sha256) refusal.refuse('UNCHANGED', { textIt: 'unchanged' });
      const version = (current?.version ?? 0) + 1;
      const row = await tx.consentDocument
        .create({ data: { purpose: input.purpose, version, textIt: input.textIt, textRu: input.textRu, textEn: input.textEn, sha256, note: input.note, publishedBy: actor.email } })
        .catch((error: unknown) => (isUniqueViolation(error) ? refusal.refuse('CONFLICT') : Promise.reject(error)));
      await recordAudit(tx, actor, 'consent.publish', { entityId: row.id, meta: { purpose: input.purpose, version, sha256 } });
      return { ok: true as const, version };
    }),
  );
}
