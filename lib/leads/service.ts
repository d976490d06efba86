import 'server-only';
import type { Locale } from '@/i18n/routing';
import { priceTotal, type Price } from '@/lib/catalogue/price';
import { getProduct } from '@/lib/catalogue/products';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { CONSENT_TEXT_VERSION } from '@/lib/forms/consent';
import type { EquipmentRequestInput } from '@/lib/forms/equipment-schema';
import type { PartnerApplication } from '@/lib/forms/partner-schema';
import type { QuoteRequestInput } from '@/lib/forms/quote-schema';
import type { QuoteLine } from '@/lib/quote/list';
import { enqueueMail, wakeSender } from '@/lib/mail/outbox';
import type { Prisma } from '@/lib/generated/prisma/client';
import { ACK_PER_ADDRESS_WINDOW_MS } from '@/lib/limits';
import type { OutgoingMail } from '@/lib/mail/outbox';
import {
  ACKNOWLEDGEMENT_KINDS,
  equipmentAcknowledgement,
  equipmentNotification,
  partnerAcknowledgement,
  partnerNotification,
  quoteAcknowledgement,
  quoteNotification,
  type Consent,
  type LeadRecord,
  type ProductRef,
  type QuoteMailLine,
} from './emails';
import { earlierLeadCount } from './duplicates';
import { createLead } from './number';
import { configuredCrmTargets } from '@/lib/crm/config';
import { queueCrmDeliveries } from '@/lib/crm/delivery';
import { activeTargets, readCrmSettings } from '@/lib/crm/settings';
import { enqueueJob, wakeJobRunner } from '@/lib/jobs/queue';
import type { LeadSource } from './source';
import { grantedPurposes, recordConsents } from '@/lib/consent/records';
import { subscribe } from '@/lib/newsletter/service';
import { withdrawToken } from '@/lib/privacy/withdraw-token';
import { appSecret } from '@/lib/secrets';

// Storing a lead: one row with the consent record and, in the same transaction, the e-mails it causes.
// A filled honeypot is stored flagged as spam and notifies nobody; the caller answers it like any other.

/** Who sent a form: the consent record's IP and browser; the Referer (the form page) and Host name its source. */
export type Requester = { ip: string; userAgent: string; referer?: string | null; host?: string | null };

const isSpam = (lead: { website: string }) => lead.website !== '';

/** The consent a submission gave: the processing consent its required box stands for, and the optional boxes ticked. */
function consentOf(requester: Requester, boxes: { newsletter?: boolean; dealerContact?: boolean }): Consent {
  return { at: clock.now(), ip: requester.ip, userAgent: requester.userAgent, textVersion: CONSENT_TEXT_VERSION, purposes: grantedPurposes(boxes) };
}

/** The lead's consent records, in the transaction that stores it. */
const recordLeadConsents = (tx: Prisma.TransactionClient, leadId: string, consent: Consent, lead: { sourcePage: string; locale: Locale }) =>
  recordConsents(tx, { leadId }, consent.purposes, { at: consent.at, ip: consent.ip, userAgent: consent.userAgent, sourcePage: lead.sourcePage, locale: lead.locale });

/**
 * The newsletter box of a lead form: the address goes through the newsletter's own double opt-in (a confirmation
 * mail; nothing is sent before the click). In its own transaction, after the lead is stored: a problem here never
 * costs the lead, it is logged.
 */
async function subscribeFromLead(lead: { email: string; locale: Locale; sourcePage: string }, consent: Consent) {
  if (!consent.purposes.includes('newsletter')) return;
  await subscribe({ email: lead.email.toLowerCase(), locale: lead.locale, sourcePage: lead.sourcePage, ip: consent.ip, userAgent: consent.userAgent }).catch((error: unknown) => {
    console.error('[leads] newsletter sign-up from a lead form failed:', error);
  });
}

/**
 * Queues an acknowledgement unless the address had one within ACK_PER_ADDRESS_WINDOW_MS or the site sent
 * ACK_HOURLY_CAP of them in the last hour: a stranger cannot flood an inbox (or the site's reputation) with
 * our mail. The lead itself is stored and sales are told either way.
 */
async function enqueueAcknowledgement(tx: Prisma.TransactionClient, mail: OutgoingMail) {
  const now = clock.nowMs();
  const kinds = { in: [...ACKNOWLEDGEMENT_KINDS] };
  const [toAddress, lastHour] = await Promise.all([
    tx.outboxMessage.count({ where: { kind: kinds, to: mail.to, createdAt: { gte: new Date(now - ACK_PER_ADDRESS_WINDOW_MS) } } }),
    tx.outboxMessage.count({ where: { kind: kinds, createdAt: { gte: new Date(now - 60 * 60 * 1000) } } }),
  ]);
  if (toAddress > 0 || lastHour >= env.ACK_HOURLY_CAP) return false;
  await enqueueMail(tx, mail);
  return true;
}

/** The stored lead as its notification names it: number, link, and how many earlier leads share its contacts. */
async function recordOf(tx: Prisma.TransactionClient, lead: { id: string; number: string; phone: string; email: string | null; inn: string | null; createdAt: Date }): Promise<LeadRecord> {
  return { id: lead.id, number: lead.number, earlier: await earlierLeadCount(tx, lead) };
}

/** The CRMs every stored lead goes to (lib/crm/config.ts). */
const crmTargetNames = () => configuredCrmTargets().map((target) => target.name);

const consentColumns = (consent: Consent) => ({
  // Received when the consent was given: the retention and the dashboard's rules compare it with the same clock.
  createdAt: consent.at,
  consentAt: consent.at,
  consentIp: consent.ip,
  consentUserAgent: consent.userAgent,
  consentTextVersion: consent.textVersion,
});

export async function storePartnerApplication(lead: PartnerApplication, requester: Requester, source: LeadSource) {
  const consent = consentOf(requester, lead);
  const spam = isSpam(lead);
  const secret = await appSecret();
  const row = await db.$transaction(async (tx) => {
    const created = await createLead(tx, {
        type: 'partner',
        status: spam ? 'spam' : 'new',
        country: lead.country,
        region: lead.region,
        name: lead.fullName,
        companyName: lead.companyName,
        phone: lead.phone,
        inn: lead.inn,
        email: lead.email,
        locale: lead.locale,
        sourcePage: lead.sourcePage,
        ...consentColumns(consent),
        ...source,
    });
    await recordLeadConsents(tx, created.id, consent, lead);
    if (!spam) {
      await enqueueMail(tx, { ...partnerNotification(lead, consent, await recordOf(tx, created)), leadId: created.id });
      await queueCrmDeliveries(tx, created.id, activeTargets(crmTargetNames(), await readCrmSettings(tx)), enqueueJob);
      const email = lead.email.toLowerCase();
      await enqueueAcknowledgement(tx, { ...partnerAcknowledgement({ email, locale: lead.locale }, withdrawToken(created.id, email, secret)), leadId: created.id });
    }
    return created;
  });
  if (!spam) {
    wakeSender();
    wakeJobRunner();
    await subscribeFromLead(lead, consent);
  }
  return row;
}

async function productRef(slug: string | null, locale: Locale): Promise<ProductRef | null> {
  if (!slug) return null;
  return { slug, name: (await getProduct(slug, locale))?.name ?? null };
}

export async function storeEquipmentRequest(lead: EquipmentRequestInput, requester: Requester, source: LeadSource) {
  const consent = consentOf(requester, lead);
  const spam = isSpam(lead);
  // Read before the write transaction: SQLite keeps write transactions short.
  const [forSales, forApplicant] = spam ? [null, null] : await Promise.all([productRef(lead.productSlug, env.SALES_LOCALE), productRef(lead.productSlug, lead.locale)]);
  const secret = await appSecret();
  const row = await db.$transaction(async (tx) => {
    const created = await createLead(tx, {
        type: 'equipment',
        status: spam ? 'spam' : 'new',
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        productSlug: lead.productSlug,
        locale: lead.locale,
        sourcePage: lead.sourcePage,
        ...consentColumns(consent),
        ...source,
    });
    await recordLeadConsents(tx, created.id, consent, lead);
    if (!spam) {
      await enqueueMail(tx, { ...equipmentNotification(lead, forSales, consent, await recordOf(tx, created)), leadId: created.id });
      await queueCrmDeliveries(tx, created.id, activeTargets(crmTargetNames(), await readCrmSettings(tx)), enqueueJob);
      if (lead.email) {
        const email = lead.email.toLowerCase();
        const acknowledgement = equipmentAcknowledgement({ email, locale: lead.locale }, forApplicant, withdrawToken(created.id, email, secret));
        await enqueueAcknowledgement(tx, { ...acknowledgement, leadId: created.id });
      }
    }
    return created;
  });
  if (!spam) {
    wakeSender();
    wakeJobRunner();
  }
  return row;
}

/** The list's lines as the catalogue names them in `locale`; lines whose product is not published are left out. */
async function quoteMailLines(lines: QuoteLine[], locale: Locale): Promise<(QuoteMailLine & { slug: string; price: Price | null })[]> {
  const products = await Promise.all(lines.map((line) => getProduct(line.slug, locale)));
  return lines.flatMap((line, index) => {
    const product = products[index];
    return product ? [{ slug: line.slug, modelCode: product.modelCode, name: product.name, quantity: line.quantity, price: product.price }] : [];
  });
}

/**
 * A quote request: one lead with its lines (model code and name copied in the sales language, so the lead reads
 * the same after the catalogue changes) and its two e-mails, both listing the lines with the lead's number. Returns
 * the lead with the total of the lines that have a price (the visitor's confirmation shows both), or null when none
 * of the lines is a published product any more (the caller says the list is empty).
 */
export async function storeQuoteRequest(lead: QuoteRequestInput, lines: QuoteLine[], requester: Requester, source: LeadSource) {
  const consent = consentOf(requester, lead);
  const spam = isSpam(lead);
  const [forSales, forApplicant] = await Promise.all([quoteMailLines(lines, env.SALES_LOCALE), quoteMailLines(lines, lead.locale)]);
  if (!forSales.length) return null;
  const { total, unpriced } = priceTotal(forApplicant);
  const secret = await appSecret();
  const row = await db.$transaction(async (tx) => {
    const created = await createLead(tx, {
        type: 'quote',
        status: spam ? 'spam' : 'new',
        name: lead.name,
        companyName: lead.companyName,
        city: lead.city,
        phone: lead.phone,
        email: lead.email,
        comment: lead.comment || null,
        locale: lead.locale,
        sourcePage: lead.sourcePage,
        ...consentColumns(consent),
        ...source,
        lines: { create: forSales.map((line, position) => ({ position, productSlug: line.slug, modelCode: line.modelCode, name: line.name, quantity: line.quantity })) },
    });
    await recordLeadConsents(tx, created.id, consent, lead);
    if (!spam) {
      await enqueueMail(tx, { ...quoteNotification(lead, forSales, consent, await recordOf(tx, created)), leadId: created.id });
      await queueCrmDeliveries(tx, created.id, activeTargets(crmTargetNames(), await readCrmSettings(tx)), enqueueJob);
      const email = lead.email.toLowerCase();
      await enqueueAcknowledgement(tx, {
        ...quoteAcknowledgement({ email, locale: lead.locale, number: created.number, total }, forApplicant, withdrawToken(created.id, email, secret)),
        leadId: created.id,
      });
    }
    return created;
  });
  if (!spam) {
    wakeSender();
    wakeJobRunner();
    await subscribeFromLead(lead, consent);
  }
  return { ...row, total, unpriced };
}
