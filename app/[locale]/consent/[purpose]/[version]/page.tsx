import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConsentDocumentView } from '@/components/consent/consent-document';
import { consentPath, isConsentPurpose } from '@/lib/consent/documents';
import { getConsentDocument } from '@/lib/consent/public';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; purpose: string; version: string }> };

/** "3" → 3; anything else (a sign, a leading zero, a fraction) is no version. */
const versionOf = (value: string) => (/^[1-9]\d{0,5}$/.test(value) ? Number(value) : null);

// One version of a consent document, readable for good: every consent record names the version its person saw.
// Not indexed; the canonical address is the version in force.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { purpose, version }] = await Promise.all([pageLocale(params), params]);
  const number = versionOf(version);
  if (!isConsentPurpose(purpose) || !number) notFound();
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return buildMetadata({ locale, path: consentPath(purpose, number), title: `${t(`titles.${purpose}`)} (${t('versionShort', { version: number })})`, description: t(`leads.${purpose}`), noindex: true });
}

export default async function ConsentVersionPage({ params }: Props) {
  const [locale, { purpose, version }] = await Promise.all([pageLocale(params), params]);
  const number = versionOf(version);
  if (!isConsentPurpose(purpose) || !number) notFound();
  const document = await getConsentDocument(purpose, locale, number);
  if (!document) notFound();
  return <ConsentDocumentView document={document} />;
}
