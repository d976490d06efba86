import type { Metadata } from 'next';
import { ContactsView } from '@/components/contacts/contacts-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'contacts', '/contacts');
}

export default async function ContactsPage({ params }: Props) {
  return <ContactsView locale={await pageLocale(params)} />;
}
