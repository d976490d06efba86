import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getPathname } from '@/i18n/navigation';
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY } from '@/lib/quote/list';
import { QuoteAddForm } from './quote-add-form';

type Props = {
  slug: string;
  modelCode: string;
  withQuantity?: boolean;
  /** On a card the form's parts join the card's row of actions, the confirmation on a line of its own below. */
  inRow?: boolean;
  className?: string;
};

/**
 * "Add to quote": a plain form posting to the quote handler, which keeps the list in a cookie and answers with the
 * quote page; with scripts the post goes in the background and the visitor stays (QuoteAddForm). Static pages
 * only carry the form; they never read or set the cookie.
 */
export async function AddToQuote({ slug, modelCode, withQuantity = false, inRow = false, className = '' }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Quote'), getLocale()]);
  return (
    <QuoteAddForm
      action={getPathname({ href: '/quote/lines', locale })}
      quotePage={getPathname({ href: '/quote', locale })}
      texts={{ added: t('addedInline'), full: t('notices.full', { max: QUOTE_MAX_LINES }), open: t('openList'), unconfirmed: t('addUnconfirmed') }}
      className={inRow ? 'contents' : `flex flex-wrap items-end gap-2 ${className}`}
      statusClassName={inRow ? 'order-last basis-full' : 'basis-full'}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="slug" value={slug} />
      {withQuantity ? (
        <div>
          <label htmlFor={`add-qty-${slug}`} className="mb-1 block text-sm font-semibold text-ink">
            {t('quantity')}
          </label>
          <Input id={`add-qty-${slug}`} name="quantity" type="number" inputMode="numeric" min={1} max={QUOTE_MAX_QUANTITY} step={1} defaultValue={1} className="w-24" />
        </div>
      ) : null}
      <Button type="submit" variant="outline" size="sm" aria-label={withQuantity ? undefined : t('addLabel', { product: modelCode })}>
        {t('add')}
      </Button>
    </QuoteAddForm>
  );
}
