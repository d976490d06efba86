import 'server-only';
import { BRAND } from '@/lib/constants';
import { db } from '@/lib/db';

// What we hold for an address, as its owner downloads it from /your-data: every lead sent with it (its fields,
// lines, consent records, what staff recorded on it), the newsletter subscription with its consents, and the mails
// we sent it. Staff accounts and the audit log hold no visitor data by design.

const CONSENT = { purpose: true, version: true, sha256: true, locale: true, givenAt: true, ip: true, userAgent: true, sourcePage: true, withdrawnAt: true } as const;

export async function heldData(email: string) {
  const [leads, subscriber, mails] = await Promise.all([
    db.lead.findMany({
      where: { email },
      orderBy: { createdAt: 'asc' },
      select: {
        number: true,
        type: true,
        status: true,
        name: true,
        companyName: true,
        email: true,
        phone: true,
        country: true,
        region: true,
        inn: true,
        city: true,
        productSlug: true,
        comment: true,
        locale: true,
        sourcePage: true,
        landingPage: true,
        referrerHost: true,
        utmSource: true,
        utmMedium: true,
        utmCampaign: true,
        utmTerm: true,
        utmContent: true,
        createdAt: true,
        lines: { orderBy: { position: 'asc' }, select: { modelCode: true, name: true, quantity: true } },
        consents: { orderBy: { givenAt: 'asc' }, select: CONSENT },
        events: { orderBy: { createdAt: 'asc' }, select: { kind: true, from: true, to: true, note: true, createdAt: true } },
        tasks: { orderBy: { dueAt: 'asc' }, select: { title: true, dueAt: true, doneAt: true } },
        crm: { select: { target: true, externalId: true } },
      },
    }),
    db.subscriber.findUnique({
      where: { email },
      select: { email: true, status: true, locale: true, requestedAt: true, confirmedAt: true, unsubscribedAt: true, consents: { orderBy: { givenAt: 'asc' }, select: CONSENT } },
    }),
    db.outboxMessage.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' }, select: { kind: true, subject: true, createdAt: true, sentAt: true } }),
  ]);
  return { controller: BRAND.name, email, leads, subscriber, mails };
}

export type HeldData = Awaited<ReturnType<typeof heldData>>;

/** The download as JSON: dates as ISO strings. */
export const heldDataJson = (data: HeldData, generatedAt: Date) => JSON.stringify({ generatedAt, ...data }, null, 2);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A value as a cell: nested objects and lists as nested tables, so the page shows everything the JSON holds. */
function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  if (Array.isArray(value)) return value.length ? value.map((item) => `<div class="item">${cell(item)}</div>`).join('') : '—';
  if (typeof value === 'object') return table(value as Record<string, unknown>);
  return escapeHtml(String(value));
}

function table(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${cell(value)}</td></tr>`);
  return `<table>${rows.join('')}</table>`;
}

/** The download as a page readable without tools: one table per section, every field by its name. */
export function heldDataHtml(data: HeldData, generatedAt: Date, texts: { lang: string; title: string; generated: string; leads: string; subscription: string; mails: string; none: string }): string {
  const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(texts.title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}th{width:12rem;background:#f1f5f9}.item+.item{margin-top:.5rem}</style></head>
<body><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.generated)} ${escapeHtml(generatedAt.toISOString())} · ${escapeHtml(data.controller)} · ${escapeHtml(data.email)}</p>
${section(texts.leads, data.leads.length ? data.leads.map((lead) => table(lead)).join('') : `<p>${escapeHtml(texts.none)}</p>`)}
${section(texts.subscription, data.subscriber ? table(data.subscriber) : `<p>${escapeHtml(texts.none)}</p>`)}
${section(texts.mails, data.mails.length ? data.mails.map((mail) => table(mail)).join('') : `<p>${escapeHtml(texts.none)}</p>`)}
</body></html>
`;
}

/** The request page's summary: how many leads, the subscription's state, how many mails. */
export async function heldSummary(email: string) {
  const [leads, subscriber, mails] = await Promise.all([
    db.lead.count({ where: { email } }),
    db.subscriber.findUnique({ where: { email }, select: { status: true } }),
    db.outboxMessage.count({ where: { to: email } }),
  ]);
  return { leads, subscription: subscriber?.status ?? null, mails };
}
