import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/catalogue/price';
import type { ProductCard as Card } from '@/lib/catalogue/products';
import { formatBtuh } from '@/lib/catalogue/capacity';
import { formatNumber, withUnit } from '@/lib/catalogue/units';
import { CompareButton } from '@/components/compare/compare-button';
import { AddToQuote } from '@/components/quote/add-to-quote';
import { Picture } from '@/components/ui/picture';
import { typeset } from '@/components/ui/typeset';

/** `eager`: above the fold, the page's likely largest paint: fetched at once, with high priority. */
type Props = { product: Card; eager?: boolean };

/** Model code, capacity and price (or "Request price") at a glance. */
export async function ProductCard({ product, eager = false }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Catalogue'), getLocale()]);
  // A capacity in kilowatts, its BTU/h figure beside it (lighter: the catalogue's unit comes first).
  const capacity = (kw: number) => (
    <>
      {withUnit(formatNumber(kw, locale), t('units.kw'))} <span className="font-normal whitespace-nowrap">({withUnit(formatBtuh(kw, locale), t('units.btuh'))})</span>
    </>
  );
  return (
    // On phones a compact row (picture beside the text), so that a list of twenty scans in a few screens.
    <article className="group relative flex h-full overflow-hidden rounded-xl border border-ink-line bg-white hover:border-brand-300 hover:shadow-md sm:flex-col" data-testid="product-card">
      <Picture
        src={product.picture}
        alt=""
        width={480}
        height={360}
        className="aspect-[4/3] w-28 shrink-0 self-center bg-brand-50 object-contain sm:w-full"
        priority={eager}
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-5">
        <p className="font-mono text-sm font-semibold text-accent-700">{product.modelCode}</p>
        <h3 className="mt-1 text-base font-bold text-brand-900 sm:text-lg">
          <Link href={`/product/${product.slug}`} prefetch={false} className="after:absolute after:inset-0">
            {typeset(product.name)}
          </Link>
        </h3>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted sm:mt-3">
          {product.coolingCapacityKw !== null ? (
            <div className="flex gap-1">
              <dt>{t('cooling')}:</dt>
              <dd className="font-semibold text-ink tabular-nums">{capacity(product.coolingCapacityKw)}</dd>
            </div>
          ) : null}
          {product.heatingCapacityKw !== null ? (
            <div className="flex gap-1">
              <dt>{t('heating')}:</dt>
              <dd className="font-semibold text-ink tabular-nums">{capacity(product.heatingCapacityKw)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-auto pt-2 text-base font-bold text-brand-900 sm:pt-4" data-testid="product-price">
          {product.price ? formatPrice(product.price, locale) : <span className="text-accent-700">{t('requestPrice')}</span>}
        </p>
        {/* Above the card's whole-surface link, so they can be pressed. */}
        <div className="relative z-10 mt-3 flex flex-wrap items-end gap-2">
          <AddToQuote slug={product.slug} modelCode={product.modelCode} inRow />
          <CompareButton product={product} />
        </div>
      </div>
    </article>
  );
}
