import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Picture } from '@/components/ui/picture';
import { getPathname, Link } from '@/i18n/navigation';
import { formatPrice, priceTotal } from '@/lib/catalogue/price';
import type { ProductCard } from '@/lib/catalogue/products';
import { QUOTE_MAX_QUANTITY } from '@/lib/quote/list';
import { QuoteLinesForm } from './quote-lines-form';

type Props = { lines: { slug: string; quantity: number; product: ProductCard }[] };

/**
 * The list as a plain form to the quote handler: quantities are changed with "Update quantities", a line goes
 * with its own "Remove" button (each a submit button with its intent), all without JavaScript; with scripts the
 * quantities save as they are typed (QuoteLinesForm). Under the lines, the total of those with a price.
 */
export async function QuoteLines({ lines }: Props) {
  const [t, c, locale] = await Promise.all([getTranslations('Quote'), getTranslations('Catalogue'), getLocale()]);
  const { total, unpriced } = priceTotal(lines.map((line) => ({ price: line.product.price, quantity: line.quantity })));
  return (
    <QuoteLinesForm action={getPathname({ href: '/quote/lines', locale })} texts={{ saved: t('saved'), failed: t('saveFailed') }}>
      {/* Enter in a quantity field submits the form with its first button: make that "Update", not a "Remove". */}
      <button type="submit" name="intent" value="update" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <h2 className="text-xl font-bold text-brand-900">{t('linesTitle', { count: lines.length })}</h2>
      <ul className="mt-4 divide-y divide-ink-line rounded-xl border border-ink-line">
        {lines.map(({ slug, quantity, product }) => (
          <li key={slug} className="flex flex-wrap items-center gap-4 p-4" data-testid="quote-line">
            <Picture src={product.picture} alt="" width={96} height={72} className="aspect-[4/3] w-20 shrink-0 rounded bg-brand-50 object-contain" />
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-mono text-sm font-semibold text-accent-700">{product.modelCode}</p>
              <Link href={`/product/${slug}`} className="font-semibold text-brand-900 hover:underline">
                {product.name}
              </Link>
              <p className="text-sm text-ink-muted">{product.price ? formatPrice(product.price, locale) : c('requestPrice')}</p>
            </div>
            <div className="flex items-end gap-2">
              <div>
                <label htmlFor={`qty-${slug}`} className="mb-1 block text-sm font-semibold text-ink">
                  {t('quantity')}
                </label>
                <Input id={`qty-${slug}`} name={`qty:${slug}`} type="number" inputMode="numeric" min={1} max={QUOTE_MAX_QUANTITY} step={1} defaultValue={quantity} className="w-24" />
              </div>
              <Button type="submit" name="intent" value={`remove:${slug}`} variant="outline" aria-label={t('removeLabel', { product: product.modelCode })}>
                {t('remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {total ? (
        <p className="mt-3 text-right text-base" data-testid="quote-total">
          {t('total')} <strong className="tabular-nums text-brand-900">{formatPrice(total, locale)}</strong>
          {unpriced ? <span className="block text-sm text-ink-muted">{t('totalUnpriced', { count: unpriced })}</span> : null}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="update" variant="outline" className="group-data-[enhanced]/lines:hidden">
          {t('update')}
        </Button>
        <Button type="submit" name="intent" value="clear" variant="ghost">
          {t('clear')}
        </Button>
      </div>
    </QuoteLinesForm>
  );
}
