import type { Metadata } from 'next';
import { ContactsView } from '@/components/contacts/contacts-view';
import { getProduct } from '@/lib/catalogue/products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ product?: string | string[] }> };

// `/contacts?product=…` (a product's call to action followed without JavaScript) is rewritten here by proxy.ts:
// the contacts page with the product filled into the equipment request, rendered per request and not indexed.
export const dynamic = 'force-dynamic';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'contacts', '/contacts', { noindex: true });
}

export default async function ContactsRequestPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const given = (await searchParams).product;
  const slug = typeof given === 'string' && SLUG.test(given) ? given : null;
  const product = slug ? { slug, name: (await getProduct(slug, locale))?.name ?? null } : undefined;
  return <ContactsView locale={locale} product={product} />;
}
