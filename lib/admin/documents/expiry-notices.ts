import { isLocale, routing, type Locale } from '@/i18n/routing';
import { can, ROLES } from '@/lib/admin/roles';
import * as clock from '@/lib/clock';
import { EXPIRY_NOTICE_DAYS, type ExpiryNoticeDays } from '@/lib/documents/conformity';
import { pick } from '@/lib/documents/queries';
import { dayIn, EXPIRING_TYPES, validityDate, validityDay } from '@/lib/documents/rules';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { serverTranslator } from '@/lib/i18n/messages';
import { renderEmail } from '@/lib/mail/layout';
import { enqueueMail, type OutgoingMail } from '@/lib/mail/outbox';

// The `conformity-expiry` job's change (lib/jobs/kinds.ts, daily): every certificate or declaration whose last
// valid day is 60 days away or nearer, and again 14 days away or nearer, is mailed once to every active staff
// member who edits documents (admin, editor), in each one's language. Each notice is claimed with a conditional
// update of its timestamp in the same transaction as its mails, so two runners (two servers on PostgreSQL) never
// mail one twice; a new last valid day clears both timestamps (lib/admin/documents/service.ts) and re-arms them.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Who is told: the roles that may edit documents (lib/admin/roles.ts). */
export const EXPIRY_NOTICE_ROLES = ROLES.filter((role) => can(role, 'documents'));

const FIELD: Record<ExpiryNoticeDays, 'expiryNotice60At' | 'expiryNotice14At'> = { 60: 'expiryNotice60At', 14: 'expiryNotice14At' };

const include = {
  translations: { select: { locale: true, title: true } },
  products: { orderBy: { modelCode: 'asc' }, select: { modelCode: true } },
  categories: { select: { translations: { select: { locale: true, name: true } } } },
} satisfies Prisma.DocumentInclude;
type Row = Prisma.DocumentGetPayload<{ include: typeof include }>;
type Recipient = { email: string; locale: string };

/** Whole days from `now`'s day (Europe/Rome) to the last valid day: 0 on that day itself. */
export const daysLeft = (validUntil: Date, now: Date) => Math.round((validUntil.getTime() - validityDate(dayIn(now)).getTime()) / DAY_MS);

/** The notice a document is due on `now`: the nearest threshold it has reached, unless that one was sent. */
function dueNotice(row: Row, now: Date): ExpiryNoticeDays | null {
  const left = daysLeft(row.validUntil!, now);
  const reached = [...EXPIRY_NOTICE_DAYS].reverse().find((days) => left <= days);
  if (reached === undefined || left < 0) return null;
  return row[FIELD[reached]] ? null : reached;
}

/** Queues the notices due on `now`'s day; answers how many documents were notified. */
export async function queueExpiryNotices(tx: Prisma.TransactionClient, now: Date = clock.now()): Promise<number> {
  const today = validityDate(dayIn(now));
  const horizon = new Date(today.getTime() + Math.max(...EXPIRY_NOTICE_DAYS) * DAY_MS);
  const rows = await tx.document.findMany({
    where: { type: { in: [...EXPIRING_TYPES] }, validUntil: { gte: today, lte: horizon }, OR: [{ expiryNotice60At: null }, { expiryNotice14At: null }] },
    include,
    orderBy: { validUntil: 'asc' },
  });
  let notified = 0;
  let recipients: Recipient[] | undefined;
  for (const row of rows) {
    const notice = dueNotice(row, now);
    if (notice === null) continue;
    // The claim: only while this notice is unsent and the date is the one read. A nearer notice marks the farther
    // one sent too (a document saved 10 days before its end gets one mail, not two).
    const claimed = await tx.document.updateMany({
      where: { id: row.id, validUntil: row.validUntil, ...(notice === 14 ? { expiryNotice14At: null } : { expiryNotice60At: null }) },
      data: notice === 14 ? { expiryNotice14At: now, expiryNotice60At: row.expiryNotice60At ?? now } : { expiryNotice60At: now },
    });
    if (claimed.count !== 1) continue;
    recipients ??= await tx.user.findMany({ where: { role: { in: EXPIRY_NOTICE_ROLES }, banned: { not: true } }, select: { email: true, locale: true }, orderBy: { email: 'asc' } });
    for (const recipient of recipients) await enqueueMail(tx, expiryNoticeMail(recipient, row, notice, daysLeft(row.validUntil!, now)));
    notified += 1;
  }
  return notified;
}

/** One notice, in the recipient's language: title, number, products and ranges, the last valid day, the link. */
export function expiryNoticeMail(recipient: Recipient, row: Row, notice: ExpiryNoticeDays, days: number): OutgoingMail {
  const locale: Locale = isLocale(recipient.locale) ? recipient.locale : routing.defaultLocale;
  const t = serverTranslator(locale, 'admin.documents');
  const titles = row.translations.filter((title) => title.title.trim());
  const title = titles[pick(titles, locale)]?.title ?? row.id;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(row.validUntil!);
  const kind = t(`types.${row.type}`);
  const ranges = row.categories.map((c) => c.translations[pick(c.translations, locale)]?.name).filter(Boolean);
  return {
    kind: `document-expiry-${notice}`,
    to: recipient.email,
    ...renderEmail({
      locale,
      subject: t(notice === 14 ? 'expiryMail.subject14' : 'expiryMail.subject60', { days, title }),
      heading: t('expiryMail.heading', { kind }),
      paragraphs: [t('expiryMail.body', { title, date })],
      rows: [
        { label: t('fields.type'), value: kind },
        { label: t('expiryMail.number'), value: row.registrationNumber || t('expiryMail.none') },
        { label: t('expiryMail.products'), value: row.products.map((p) => p.modelCode).join(', ') || t('expiryMail.none') },
        ...(ranges.length ? [{ label: t('expiryMail.ranges'), value: ranges.join(', ') }] : []),
        { label: t('expiryMail.validUntil'), value: `${date} (${validityDay(row.validUntil!)})` },
      ],
      action: { label: t('expiryMail.open'), url: `${env.SITE_URL}/admin/documents/${encodeURIComponent(row.id)}` },
    }),
  };
}
