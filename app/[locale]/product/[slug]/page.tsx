import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Product pages are generated from the catalogue; until it has products, every slug is unknown.
export function generateStaticParams() {
  return [];
}

export default async function ProductPage({ params }: Props) {
  await pageLocale(params);
  notFound();
}
