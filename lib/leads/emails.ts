import type { Locale } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import { formatPrice, type Price } from '@/lib/catalogue/price';
import { env } from '@/lib/env';
import type { EquipmentRequestInput } from '@/lib/forms/equipment-schema';
import type { PartnerApplication } from '@/lib/forms/partner-schema';
import type { QuoteRequestInput } from '@/lib/forms/quote-schema';
import { countryName } from '@/lib/geo/countries';
import { regionName } from '@/lib/geo/regions';
import { serverTranslator } from '@/lib/i18n/messages';
import { renderEmail } from '@/lib/mail/layout';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { zoneLabel } from '@/lib/admin/time-zone';
import { phoneLabel } from '@/lib/forms/phone';
import type { ConsentPurpose } from '@/lib/consent/documents';
import { withdrawFooter } from '@/lib/privacy/emails';

// The e-mails a lead causes: the notification to the sales team (SALES_EMAIL, in SALES_LOCALE) naming the
// form and every field, and the acknowledgement to the applicant in the language he used.

/** The consent a submission gave: `purposes` are those granted (processing always, the optional boxes when ticked). */
export type Consent = { at: Date; ip: string; userAgent: string; textVersion: string; purposes: ConsentPurpose[] };
/** The product a request names, as the catalogue knows it in one language (null: not in the catalogue). */
export type ProductRef = { slug: string; name: string | null };
type Row = { label: string; value: string };

/** When it came in, in the sales desk's zone with the zone's name: "2 марта 2026 г., 12:30 (Europe/Moscow, GMT+3)". */
const when = (date: Date, locale: Locale) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: env.SALES_TIME_ZONE }).format(date)} (${zoneLabel(env.SALES_TIME_ZONE, locale, date).replace(' (', ', ').replace(/\)$/, '')})`;

/**
 * The stored lead a notification is about: its number (in the subject and the first row) and its page in the
 * back office (the mail's button). `earlier`: how many earlier leads share its phone, e-mail or INN.
 */
export type LeadRecord = { id: string; number: string; earlier?: number };
const leadUrl = (record: LeadRecord) => absoluteUrl(`/admin/leads/${record.id}`);
function numberRows(record: LeadRecord, locale: Locale): Row[] {
  const t = serverTranslator(locale, 'LeadEmails');
  return [
    { label: t('fields.number'), value: record.number },
    ...(record.earlier ? [{ label: t('fields.earlier'), value: t('earlierValue', { count: record.earlier }) }] : []),
  ];
}
const language = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
const pageUrl = (path: string) => absoluteUrl(path);
const productUrl = (slug: string, locale: Locale) => absoluteUrl(localizedPath(`/product/${slug}`, locale));

function partnerRows(lead: PartnerApplication, locale: Locale, t: ReturnType<typeof serverTranslator>): Row[] {
  const resident = lead.region !== null;
  return [
    { label: t('fields.country'), value: `${countryName(lead.country, locale) ?? lead.country} (${lead.country})` },
    ...(lead.region ? [{ label: t('fields.region'), value: `${regionName(lead.region, locale) ?? lead.region} (${lead.region})` }] : []),
    { label: t('fields.fullName'), value: lead.fullName },
    { label: t('fields.companyName'), value: lead.companyName },
    { label: t('fields.phone'), value: phoneLabel(lead.phone) },
    { label: resident ? t('fields.inn') : t('fields.taxId'), value: lead.inn },
    { label: t('fields.email'), value: lead.email },
  ];
}

function equipmentRows(lead: EquipmentRequestInput, product: ProductRef | null, locale: Locale, t: ReturnType<typeof serverTranslator>): Row[] {
  return [
    { label: t('fields.name'), value: lead.name },
    { label: t('fields.phone'), value: phoneLabel(lead.phone) },
    { label: t('fields.email'), value: lead.email ?? t('notGiven') },
    ...(product
      ? [{ label: t('fields.product'), value: product.name ? `${product.name} (${product.slug})` : `${product.slug} (${t('productNotInCatalogue')})` }]
      : []),
  ];
}

function recordRows(lead: { locale: Locale; sourcePage: string }, consent: Consent, locale: Locale, t: ReturnType<typeof serverTranslator>): Row[] {
  return [
    { label: t('fields.submittedAt'), value: when(consent.at, locale) },
    { label: t('fields.locale'), value: language(lead.locale, locale) },
    { label: t('fields.sourcePage'), value: pageUrl(lead.sourcePage) },
    { label: t('fields.consent'), value: `${t('consentValue')} (${t('textVersion')} ${consent.textVersion})` },
    { label: t('fields.purposes'), value: consent.purposes.map((purpose) => t(`purposes.${purpose}`)).join(', ') },
    { label: t('fields.ip'), value: consent.ip },
  ];
}

export function partnerNotification(lead: PartnerApplication, consent: Consent, record: LeadRecord): OutgoingMail {
  const locale = env.SALES_LOCALE;
  const t = serverTranslator(locale, 'LeadEmails');
  return {
    kind: 'partner-notification',
    to: env.SALES_EMAIL,
    headers: { 'Reply-To': lead.email },
    ...renderEmail({
      locale,
      subject: `${t('partnerNotificationSubject')} № ${record.number}: ${lead.companyName}`,
      heading: t('partnerNotificationHeading'),
      paragraphs: [t('partnerNotificationIntro'), t('replyHint')],
      rows: [...numberRows(record, locale), ...partnerRows(lead, locale, t), ...recordRows(lead, consent, locale, t)],
      action: { label: t('openLead'), url: leadUrl(record) },
    }),
  };
}

export function equipmentNotification(lead: EquipmentRequestInput, product: ProductRef | null, consent: Consent, record: LeadRecord): OutgoingMail {
  const locale = env.SALES_LOCALE;
  const t = serverTranslator(locale, 'LeadEmails');
  return {
    kind: 'equipment-notification',
    to: env.SALES_EMAIL,
    ...(lead.email ? { headers: { 'Reply-To': lead.email } } : {}),
    ...renderEmail({
      locale,
      subject: `${t('equipmentNotificationSubject')} № ${record.number}: ${lead.name}`,
      heading: t('equipmentNotificationHeading'),
      paragraphs: [t('equipmentNotificationIntro'), ...(lead.email ? [t('replyHint')] : [])],
      rows: [
        ...numberRows(record, locale),
        ...equipmentRows(lead, product, locale, t),
        ...(product?.name ? [{ label: t('openProduct'), value: productUrl(product.slug, locale) }] : []),
        ...recordRows(lead, consent, locale, t),
      ],
      action: { label: t('openLead'), url: leadUrl(record) },
    }),
  };
}

// The acknowledgements go to whatever address a visitor typed, so they carry only our own words: no name,
// company or other text the visitor wrote (which would let anyone send our mail with their message in it).

export const ACKNOWLEDGEMENT_KINDS = ['partner-acknowledgement', 'equipment-acknowledgement', 'quote-acknowledgement'] as const;

/** `withdraw`: the token of the mail's withdrawal link (lib/privacy/withdraw-token.ts). */
export function partnerAcknowledgement(lead: Pick<PartnerApplication, 'email' | 'locale'>, withdraw: string): OutgoingMail {
  const t = serverTranslator(lead.locale, 'LeadEmails');
  return {
    kind: 'partner-acknowledgement',
    to: lead.email,
    ...renderEmail({
      locale: lead.locale,
      subject: t('partnerAckSubject', { brand: BRAND.name }),
      heading: t('partnerAckHeading'),
      paragraphs: [t('partnerAckBody', { brand: BRAND.name })],
      footer: [{ text: t('ackFooter', { brand: BRAND.name }) }, withdrawFooter(lead.locale, withdraw)],
    }),
  };
}

/** `product`: the catalogue's own name of the product asked about (null when it is not in the catalogue). */
export function equipmentAcknowledgement(lead: Pick<EquipmentRequestInput, 'locale'> & { email: string }, product: ProductRef | null, withdraw: string): OutgoingMail {
  const t = serverTranslator(lead.locale, 'LeadEmails');
  const known = product?.name ? { name: product.name, slug: product.slug } : null;
  return {
    kind: 'equipment-acknowledgement',
    to: lead.email,
    ...renderEmail({
      locale: lead.locale,
      subject: t('equipmentAckSubject', { brand: BRAND.name }),
      heading: t('equipmentAckHeading'),
      paragraphs: [t('equipmentAckBody'), ...(known ? [`${t('fields.product')}: ${known.name}`] : [])],
      action: known ? { label: t('openProduct'), url: productUrl(known.slug, lead.locale) } : undefined,
      footer: [{ text: t('ackFooter', { brand: BRAND.name }) }, withdrawFooter(lead.locale, withdraw)],
    }),
  };
}

/** A line of a quote request as a mail lists it: the catalogue's model code and name in the mail's language. */
export type QuoteMailLine = { modelCode: string; name: string; quantity: number };

/** `pieces` writes a quantity with its word in the mail's language ("3 pz.", "3 шт."). */
const lineRows = (lines: QuoteMailLine[], pieces: (count: number) => string): Row[] =>
  lines.map((line) => ({ label: `${line.modelCode} – ${line.name}`, value: pieces(line.quantity) }));

export function quoteNotification(lead: QuoteRequestInput, lines: QuoteMailLine[], consent: Consent, record: LeadRecord): OutgoingMail {
  const locale = env.SALES_LOCALE;
  const t = serverTranslator(locale, 'LeadEmails');
  return {
    kind: 'quote-notification',
    to: env.SALES_EMAIL,
    headers: { 'Reply-To': lead.email },
    ...renderEmail({
      locale,
      subject: `${t('quoteNotificationSubject')} № ${record.number}: ${lead.companyName}`,
      heading: t('quoteNotificationHeading', { count: lines.length }),
      paragraphs: [t('quoteNotificationIntro'), t('replyHint')],
      action: { label: t('openLead'), url: leadUrl(record) },
      rows: [
        ...numberRows(record, locale),
        ...lineRows(lines, (count) => t('quantityValue', { count })),
        { label: t('fields.name'), value: lead.name },
        { label: t('fields.companyName'), value: lead.companyName },
        { label: t('fields.city'), value: lead.city },
        { label: t('fields.phone'), value: phoneLabel(lead.phone) },
        { label: t('fields.email'), value: lead.email },
        { label: t('fields.comment'), value: lead.comment || t('notGiven') },
        ...recordRows(lead, consent, locale, t),
      ],
    }),
  };
}

/** The applicant's copy: the lead's number, the products and quantities asked for, the total of those with a price. */
export function quoteAcknowledgement(
  lead: Pick<QuoteRequestInput, 'locale'> & { email: string; number: string; total: Price | null },
  lines: QuoteMailLine[],
  withdraw: string,
): OutgoingMail {
  const t = serverTranslator(lead.locale, 'LeadEmails');
  return {
    kind: 'quote-acknowledgement',
    to: lead.email,
    ...renderEmail({
      locale: lead.locale,
      subject: t('quoteAckSubject', { brand: BRAND.name, number: lead.number }),
      heading: t('quoteAckHeading'),
      paragraphs: [t('quoteAckBody')],
      rows: [
        { label: t('fields.number'), value: lead.number },
        ...lineRows(lines, (count) => t('quantityValue', { count })),
        ...(lead.total ? [{ label: t('pricedTotal'), value: formatPrice(lead.total, lead.locale) }] : []),
      ],
      footer: [{ text: t('ackFooter', { brand: BRAND.name }) }, withdrawFooter(lead.locale, withdraw)],
    }),
  };
}
