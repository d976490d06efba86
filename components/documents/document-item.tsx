import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { PublicDocument } from '@/lib/documents/queries';
import { validityDate } from '@/lib/documents/rules';

type Props = { document: PublicDocument; headingLevel?: 'h2' | 'h3'; showProducts?: boolean };

/** "1,2 MB" or "480 kB", in the reader's number format. */
function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, Math.round(bytes / 1000)), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The document's own language, named in the reader's ("русский" reads "russo" on the Italian page). */
function languageName(code: string, locale: Locale, multilingual: string): string {
  if (code === 'mul') return multilingual;
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** One document: its title, type, language, size, validity, products and the link to its PDF. */
export async function DocumentItem({ document, headingLevel = 'h3', showProducts = true }: Props) {
  const [t, format, locale] = await Promise.all([getTranslations('Documents'), getFormatter(), getLocale() as Promise<Locale>]);
  const Heading = headingLevel;
  const size = fileSize(document.fileSize, locale);
  return (
    <article className="flex h-full flex-col rounded-xl border border-ink-line bg-white p-5" data-testid="document-item" data-type={document.type}>
      <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">{t(`types.${document.type}`)}</p>
      <Heading className="mt-1 text-lg font-semibold break-words hyphens-auto text-brand-900">{document.title}</Heading>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('language')}</dt>
        <dd data-testid="document-language">{languageName(document.language, locale, t('multilingual'))}</dd>
        <dt className="text-ink-muted">{t('size')}</dt>
        <dd className="tabular-nums">PDF, {size}</dd>
        {document.validUntil ? (
          <>
            <dt className="text-ink-muted">{t('validUntil')}</dt>
            <dd className="tabular-nums" data-testid="document-valid-until">
              <time dateTime={document.validUntil}>{format.dateTime(validityDate(document.validUntil), { dateStyle: 'long', timeZone: 'UTC' })}</time>
            </dd>
          </>
        ) : null}
        {showProducts && document.products.length ? (
          <>
            <dt className="text-ink-muted">{t('products')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3">
                {document.products.map((product) => (
                  <li key={product.slug}>
                    <Link href={`/product/${product.slug}`} className="inline-flex min-h-11 items-center font-mono text-sm text-brand-700 underline underline-offset-2 hover:text-brand-900">
                      {product.modelCode}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {showProducts && document.categories.length ? (
          <>
            <dt className="text-ink-muted">{t('categories')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3">
                {document.categories.map((category) => (
                  <li key={category.slug}>
                    <Link href={`/categories/${category.slug}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900">
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {/* A plain link: the PDF opens in the browser's viewer (inline), and saves under a readable name. */}
      <a
        href={document.url}
        type="application/pdf"
        className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-4 font-semibold text-accent-700 underline-offset-2 hover:underline"
        aria-label={t('openLabel', { title: document.title, size })}
        data-testid="document-link"
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="currentColor" className="shrink-0">
          <path d="M5 2h7l4 4v12H5V2Zm6.5 1.5V7H15l-3.5-3.5ZM7 10v1.5h7V10H7Zm0 3v1.5h7V13H7Z" />
        </svg>
        {t('open')}
      </a>
    </article>
  );
}
