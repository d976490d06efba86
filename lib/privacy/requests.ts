import 'server-only';
import type { Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { enqueueMail, wakeSender } from '@/lib/mail/outbox';
import { createConfirmationToken, hashToken } from '@/lib/newsletter/tokens';
import { appSecret } from '@/lib/secrets';
import { addressHash } from './address-hash';
import { dataRequestEmail } from './emails';
import { isValidWithdrawToken, withdrawTokenLeadId } from './withdraw-token';
import { addWorkingDays, ERASURE_DEADLINE_WORKING_DAYS } from './working-days';

// Requests from the people whose data we hold (/your-data). The page takes an address and mails it a link; the
// link's page needs a click (a mail scanner opening it changes nothing), then shows what we hold for the address,
// downloads it, or asks for its erasure, which staff carry out from the back office by the deadline. A lead's
// acknowledgement mail carries a signed link that opens such a request for its address at once.

export const DATA_REQUEST_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** One link per address in this window, and at most DATA_REQUEST_DAILY_CAP a day: asking more answers the same and mails nothing. */
export const DATA_REQUEST_RESEND_MS = 10 * 60 * 1000;
export const DATA_REQUEST_DAILY_CAP = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DataRequestView = {
  id: string;
  email: string;
  locale: string;
  confirmedAt: Date | null;
  erasureRequestedAt: Date | null;
  dueAt: Date | null;
  leadNumber: string | null;
};

/**
 * Mails a link for `email`, whether or not we hold anything for it: the answer is the same either way, so the page
 * tells no one whether an address is known, and a stranger cannot flood a mailbox with it.
 */
export async function requestDataLink(email: string, locale: Locale): Promise<void> {
  const address = email.trim().toLowerCase();
  const hash = addressHash(address, await appSecret());
  const now = clock.now();
  const sent = await db.$transaction(async (tx) => {
    const [recent, today] = await Promise.all([
      tx.dataRequest.count({ where: { emailHash: hash, requestedAt: { gte: new Date(now.getTime() - DATA_REQUEST_RESEND_MS) } } }),
      tx.dataRequest.count({ where: { emailHash: hash, requestedAt: { gte: new Date(now.getTime() - DAY_MS) } } }),
    ]);
    if (recent > 0 || today >= DATA_REQUEST_DAILY_CAP) return false;
    const { token, hash: tokenHash } = createConfirmationToken();
    await tx.dataRequest.create({
      data: { email: address, emailHash: hash, locale, tokenHash, tokenExpiresAt: new Date(now.getTime() + DATA_REQUEST_TOKEN_TTL_MS), requestedAt: now },
    });
    await enqueueMail(tx, dataRequestEmail(address, locale, token));
    return true;
  });
  if (sent) wakeSender();
}

const VIEW = { id: true, email: true, locale: true, confirmedAt: true, erasureRequestedAt: true, dueAt: true, leadNumber: true } as const;

/** The open request a link's token names: unknown, expired and completed requests are null. */
export async function findDataRequest(token: string): Promise<DataRequestView | null> {
  if (!token) return null;
  const row = await db.dataRequest.findUnique({ where: { tokenHash: hashToken(token) }, select: { ...VIEW, tokenExpiresAt: true, completedAt: true } });
  if (!row || row.completedAt || row.tokenExpiresAt <= clock.now()) return null;
  const { tokenExpiresAt: _expires, completedAt: _completed, ...view } = row;
  return view;
}

/** The click that proves the mailbox is the person's. Answers the request, or null when the link is no longer valid. */
export async function confirmDataRequest(token: string): Promise<DataRequestView | null> {
  const request = await findDataRequest(token);
  if (!request) return null;
  if (!request.confirmedAt) await db.dataRequest.updateMany({ where: { id: request.id, confirmedAt: null }, data: { confirmedAt: clock.now() } });
  return findDataRequest(token);
}

/**
 * Everything an address's consents cover stops: every consent of its leads and of its subscription is withdrawn
 * (the CRM delivery of a lead ends, lib/crm/delivery.ts) and the newsletter stops at once.
 */
async function withdrawEverything(tx: Prisma.TransactionClient, email: string, at: Date) {
  await tx.consentRecord.updateMany({
    where: { withdrawnAt: null, OR: [{ lead: { is: { email } } }, { subscriber: { is: { email } } }] },
    data: { withdrawnAt: at },
  });
  await tx.subscriber.updateMany({
    where: { email, status: { not: 'unsubscribed' } },
    data: { status: 'unsubscribed', unsubscribedAt: at, confirmTokenHash: null, confirmTokenExpiresAt: null },
  });
}

/** Asks for the erasure of everything held for a confirmed request's address; the deadline runs from now. Idempotent. */
export async function requestErasure(token: string): Promise<DataRequestView | null> {
  const request = await findDataRequest(token);
  if (!request?.confirmedAt) return null;
  if (!request.erasureRequestedAt) {
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const { count } = await tx.dataRequest.updateMany({
        where: { id: request.id, erasureRequestedAt: null },
        data: { erasureRequestedAt: now, dueAt: addWorkingDays(now, ERASURE_DEADLINE_WORKING_DAYS) },
      });
      if (count === 1) await withdrawEverything(tx, request.email, now);
    });
  }
  return findDataRequest(token);
}

/**
 * The withdrawal link of a lead's mail: withdraws every consent the address gave and opens a confirmed erasure
 * request (the mailbox is proven by the signed link). Answers the new request's token for its page, or null when
 * the link is forged or its lead is gone (erased already).
 */
export async function withdrawFromLead(token: string, locale: Locale): Promise<string | null> {
  const leadId = withdrawTokenLeadId(token);
  if (!leadId) return null;
  const lead = await db.lead.findUnique({ where: { id: leadId }, select: { id: true, email: true, number: true } });
  if (!lead?.email || !isValidWithdrawToken(token, lead, await appSecret())) return null;
  const email = lead.email;
  const hash = addressHash(email, await appSecret());
  const now = clock.now();
  const { token: requestToken, hash: tokenHash } = createConfirmationToken();
  await db.$transaction(async (tx) => {
    await tx.dataRequest.create({
      data: {
        email,
        emailHash: hash,
        locale,
        tokenHash,
        tokenExpiresAt: new Date(now.getTime() + DATA_REQUEST_TOKEN_TTL_MS),
        requestedAt: now,
        confirmedAt: now,
        erasureRequestedAt: now,
        dueAt: addWorkingDays(now, ERASURE_DEADLINE_WORKING_DAYS),
        leadNumber: lead.number,
      },
    });
    await withdrawEverything(tx, email, now);
  });
  return requestToken;
}
