import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

// Any path no route claims is a 404 of its locale.
export default async function CatchAllPage({ params }: Props) {
  await pageLocale(params);
  notFound();
}
