import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { absoluteUrl } from '@/lib/seo/urls';
import { readCrmSettings } from './settings';
import type { CrmLead, CrmRef, CrmTarget } from './types';

// Delivering a lead to a CRM (issue 31): a `crm-delivery` job per lead and target (lib/jobs/kinds.ts), queued in the
// transaction that stores the lead, run at least once with back-off. Neither Bitrix24 nor amoCRM takes an
// idempotency key, so every attempt looks the lead up by our number first and sends it only when it is not there:
// an earlier attempt may have reached the CRM without its answer reaching us (a timeout, a server killed or
// stopped mid-call, whose claim a deploy may hand back without counting the attempt). What the CRM
// answered is kept on the lead (LeadCrm), which the card links to. An erased lead is never sent, nor one whose
// processing consent was withdrawn.

const leadInclude = { lines: { orderBy: { position: 'asc' } } } as const;
type StoredLead = Prisma.LeadGetPayload<{ include: typeof leadInclude }>;

/** The lead as every target is given it. */
export function crmLead(lead: StoredLead): CrmLead {
  return {
    id: lead.id,
    number: lead.number,
    type: lead.type,
    createdAt: lead.createdAt.toISOString(),
    name: lead.name,
    companyName: lead.companyName,
    email: lead.email,
    phone: lead.phone,
    country: lead.country,
    region: lead.region,
    inn: lead.inn,
    city: lead.city,
    comment: lead.comment,
    productSlug: lead.productSlug,
    lines: lead.lines.map((line) => ({ modelCode: line.modelCode, name: line.name, quantity: line.quantity })),
    locale: lead.locale,
    source: {
      page: lead.sourcePage,
      landingPage: lead.landingPage,
      referrerHost: lead.referrerHost,
      utm: { source: lead.utmSource, medium: lead.utmMedium, campaign: lead.utmCampaign, term: lead.utmTerm, content: lead.utmContent },
    },
    consent: { at: lead.consentAt.toISOString(), ip: lead.consentIp, userAgent: lead.consentUserAgent, textVersion: lead.consentTextVersion },
    url: absoluteUrl(`/admin/leads/${lead.id}`),
  };
}

export type Delivery = 'sent' | 'found' | 'already' | 'erased' | 'withdrawn';

/**
 * One attempt to deliver a lead to a target: the CRM is asked first whether it has the lead already. Throws what
 * the target threw (CrmRetryLater, CrmRefused, or any error).
 */
export async function deliverLead(db: PrismaClient, target: CrmTarget, leadId: string): Promise<Delivery> {
  const lead = await db.lead.findUnique({ where: { id: leadId }, include: leadInclude });
  if (!lead) return 'erased';
  // The CRM is a processor under the processing consent: once that is withdrawn nothing more goes to it.
  if (await db.consentRecord.count({ where: { leadId, purpose: 'processing', withdrawnAt: { not: null } } })) return 'withdrawn';
  if (await db.leadCrm.findUnique({ where: { leadId_target: { leadId, target: target.name } } })) return 'already';
  const payload = crmLead(lead);
  const found = await target.find(payload);
  if (found) await target.complete?.(payload, found);
  const ref: CrmRef = found ?? (await target.send(payload, await readCrmSettings(db)));
  // The lead may have been erased while the CRM answered: then nothing is kept of it here.
  await db.leadCrm
    .create({ data: { leadId, target: target.name, externalId: ref.externalId, externalUrl: ref.externalUrl, deliveredAt: new Date(), foundByLookup: Boolean(found) } })
    .catch((error: { code?: string }) => {
      if (error.code !== 'P2003' && error.code !== 'P2002') throw error;
    });
  return found ? 'found' : 'sent';
}

/** Queues the lead's delivery to each target, in the transaction that stores it (one job per lead and target). */
export async function queueCrmDeliveries(
  tx: Prisma.TransactionClient,
  leadId: string,
  targets: readonly string[],
  enqueue: (tx: Prisma.TransactionClient, request: { kind: string; payload: Prisma.InputJsonValue; dedupeKey: string }) => Promise<unknown>,
) {
  for (const target of targets) await enqueue(tx, { kind: 'crm-delivery', payload: { leadId, target }, dedupeKey: `crm:${target}:${leadId}` });
}
