import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { QuoteCountSync } from '@/components/quote/quote-count-sync';
import { QuoteForm } from '@/components/quote/quote-form';
import { QuoteLines } from '@/components/quote/quote-lines';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/i18n/navigation';
import { getProductCards } from '@/lib/catalogue/products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { parseQuote, QUOTE_COOKIE, QUOTE_COOKIE_MAX_AGE, QUOTE_MAX_LINES } from '@/lib/quote/list';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOTICES = ['added', 'updated', 'removed', 'cleared', 'full'] as const;
type Notice = (typeof NOTICES)[number];

// The visitor's quote list: the one page that reads the quote cookie (so it is rendered per request, never
// stored by a shared cache, and noindex). Lines whose product is no longer published are left out.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'quote', '/quote', { noindex: true });
}

export default async function QuotePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, jar, query, products] = await Promise.all([getTranslations('Quote'), cookies(), searchParams, getProductCards(locale)]);
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const lines = parseQuote(jar.get(QUOTE_COOKIE)?.value).flatMap((line) => {
    const product = bySlug.get(line.slug);
    return product ? [{ ...line, product }] : [];
  });
  const done = typeof query.done === 'string' && (NOTICES as readonly string[]).includes(query.done) ? (query.done as Notice) : null;

  // Above the form until the request is sent; the confirmation then takes the place of both.
  const list = (
    <>
      {done ? (
        <p role="status" className={`rounded-md border p-3 text-sm font-medium ${done === 'full' ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900'}`} data-testid="quote-notice">
          {t(`notices.${done}`, { max: QUOTE_MAX_LINES })}
        </p>
      ) : null}
      {lines.length ? (
        <QuoteLines lines={lines} />
      ) : (
        <div className="rounded-xl border border-ink-line p-6" data-testid="quote-empty">
          <p className="text-lg font-semibold text-brand-900">{t('emptyTitle')}</p>
          <p className="mt-2 text-ink-muted">
            {t.rich('emptyText', { link: (chunks) => <Link href="/product" className="font-semibold text-brand-700 underline">{chunks}</Link> })}
          </p>
        </div>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
        <QuoteCountSync count={lines.length} maxAgeSeconds={QUOTE_COOKIE_MAX_AGE} />
        <FormMessages namespace="QuoteForm">
          <QuoteForm hasLines={lines.length > 0} list={list} />
        </FormMessages>
      </div>
    </>
  );
}
