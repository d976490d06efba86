import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ConsentDocumentView } from '@/components/consent/consent-document';
import { consentPath, isConsentPurpose } from '@/lib/consent/documents';
import { getConsentDocument } from '@/lib/consent/public';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; purpose: string }> };

// The version in force of a consent document (the forms' boxes link here). Its data is cached until an
// administrator publishes a new version (lib/consent/public.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { purpose }] = await Promise.all([pageLocale(params), params]);
  if (!isConsentPurpose(purpose)) notFound();
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return buildMetadata({ locale, path: consentPath(purpose), title: t(`titles.${purpose}`), description: t(`leads.${purpose}`) });
}

export default async function ConsentPage({ params }: Props) {
  const [locale, { purpose }] = await Promise.all([pageLocale(params), params]);
  if (!isConsentPurpose(purpose)) notFound();
  const document = await getConsentDocument(purpose, locale);
  if (!document) notFound();
  return <ConsentDocumentView document={document} />;
}
