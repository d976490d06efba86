import type { CSSProperties } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/picture';
import { typeset } from '@/components/ui/typeset';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CompareRow, CompareSection } from '@/lib/catalogue/compare';
import { formatPrice } from '@/lib/catalogue/price';
import type { ProductDetail } from '@/lib/catalogue/products';
import type { ConformityEntry } from '@/lib/documents/conformity';
import type { SpecCell } from '@/lib/catalogue/spec-rows';
import { datasheetPath } from '@/lib/datasheet/path';

type Props = {
  products: ProductDetail[];
  sections: CompareSection[];
  /** Each product's conformity entries, by product id (lib/documents/conformity-library.ts). */
  conformity: Map<string, ConformityEntry[]>;
  locale: Locale;
  /** The compare page without each product, in the products' order. */
  removeHrefs: string[];
};

// One table, so the columns line up across the groups and scroll sideways together inside their own box, with the
// labels' column held in place. Rows where two products give different values are marked four ways: tinted row,
// "≠" before the label, bold values, and a word for screen readers. A row only some products have shows a dash
// (and a word) for the others.
//
// The widths follow the box, not the window (a container query): in a box narrower than 32rem the labels take
// 5.25rem and each product at least 6.25rem, so two products sit side by side on a 320 px phone; wider, 14rem and
// 10rem. A fixed layout gives every product an equal share of what the labels leave, whatever the names' lengths,
// and the table's minimum width (from --models) makes the box scroll rather than squeeze a column below its share. When the products need more than the box has, the right edge shows a shadow and a line above says how
// many models there are to swipe through: both in plain CSS, so the server's HTML is the whole page.
const STICKY =
  'sticky left-0 z-10 w-[5.25rem] border-r border-ink-line px-2 py-2 text-left align-top text-xs hyphens-auto break-words @lg:w-56 @lg:px-3 @lg:text-sm';
const CELL = 'px-2 align-top tabular-nums @lg:px-3';
const TABLE = 'w-full table-fixed border-collapse text-sm min-w-[calc(5.25rem_+_var(--models)_*_6.25rem)] @lg:min-w-[calc(14rem_+_var(--models)_*_10rem)]';

/**
 * The box widths at which `count` products overflow: below 32rem when 5.25rem + count × 6.25rem exceed the box,
 * from 32rem when 14rem + count × 10rem do. Written out whole, so Tailwind finds each class in the source.
 */
const OVERFLOW_HINT: Record<number, string> = {
  2: '@max-[17.75rem]:flex @min-lg:@max-[34rem]:flex',
  3: '@max-[24rem]:flex @min-lg:@max-[44rem]:flex',
  4: '@max-[30.25rem]:flex @min-lg:@max-[54rem]:flex',
};
/** A shadow on the right while products lie beyond it (the covering white scrolls with the content's end). */
const SCROLL_SHADOW =
  'bg-[linear-gradient(to_left,white_1.5rem,transparent_1.5rem),radial-gradient(farthest-side_at_100%_50%,rgb(0_0_0/0.18),transparent)] bg-[length:3rem_100%,1rem_100%] bg-[position:100%_0,100%_0] bg-no-repeat [background-attachment:local,scroll]';

export async function CompareTable({ products, sections, conformity, locale, removeHrefs }: Props) {
  const [t, catalogue, conformityT, format] = await Promise.all([getTranslations('Compare'), getTranslations('Catalogue'), getTranslations('Conformity'), getFormatter()]);
  const columns = products.length + 1;

  const cell = (value: SpecCell | null) =>
    value ? (
      <>
        {value.value}
        {value.unit ? <span className="ml-1">{value.unit}</span> : null}
        {value.alt ? <small className="block text-xs font-normal text-ink-muted">{value.alt}</small> : null}
      </>
    ) : (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('missing')}</span>
      </>
    );

  const row = (line: CompareRow, index: number) => (
    <tr
      key={index}
      className={`border-t border-ink-line ${line.valuesDiffer ? 'bg-accent-50' : ''}`}
      data-differs={line.differs || undefined}
      data-highlight={line.valuesDiffer || undefined}
    >
      <th scope="row" className={`${STICKY} font-normal text-ink-muted ${line.valuesDiffer ? 'bg-accent-50' : 'bg-white'}`}>
        {line.valuesDiffer ? (
          <span aria-hidden="true" className="mr-1 font-bold text-accent-700">
            ≠
          </span>
        ) : null}
        {line.label}
        {line.valuesDiffer ? <span className="sr-only"> ({t('differs')})</span> : null}
      </th>
      {line.cells.map((value, column) => (
        <td key={column} className={`${CELL} py-2 ${line.valuesDiffer ? 'font-semibold text-ink' : ''}`}>
          {cell(value)}
        </td>
      ))}
    </tr>
  );

  return (
    <div className="@container">
      <p aria-hidden="true" className={`mb-2 hidden items-center justify-end gap-1 text-sm font-semibold text-brand-700 ${OVERFLOW_HINT[products.length] ?? ''}`} data-testid="compare-more">
        {t('swipeHint', { count: products.length })}
        <span className="text-lg leading-none">→</span>
      </p>
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className={`relative overflow-x-auto rounded-xl border border-ink-line ${SCROLL_SHADOW}`} data-testid="compare-table">
        <table className={TABLE} style={{ '--models': products.length } as CSSProperties}>
          <caption id="compare-caption" className="sr-only">
            {t('caption')}
          </caption>
          <thead>
            <tr>
              <td className={`${STICKY} bg-white`} />
              {products.map((product, index) => (
                // Equal shares of what the labels leave, whatever the names' lengths.
                <th key={product.slug} scope="col" style={{ width: `${100 / products.length}%` }} className={`${CELL} py-2 text-left font-normal`} data-testid="compare-column">
                  <Picture src={product.picture} alt="" width={160} height={120} className="block aspect-[4/3] w-full max-w-40 rounded-md bg-brand-50 object-contain" />
                  <p className="mt-2 font-mono text-sm font-semibold text-accent-700">{product.modelCode}</p>
                  <Link href={`/product/${product.slug}`} className="mt-1 block font-bold text-brand-900 underline-offset-2 hover:underline">
                    {typeset(product.name)}
                  </Link>
                  <Link href={removeHrefs[index]!} prefetch={false} className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent-700 underline" data-testid="compare-remove">
                    {t('remove')}
                    <span className="sr-only">: {product.modelCode}</span>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-ink-line">
              <th scope="row" className={`${STICKY} bg-white font-normal text-ink-muted`}>
                {t('price')}
              </th>
              {products.map((product) => (
                <td key={product.slug} className={`${CELL} py-2 text-base font-bold text-brand-900`}>
                  {product.price ? (
                    formatPrice(product.price, locale)
                  ) : (
                    <Link href={{ pathname: '/contacts', query: { product: product.slug } }} className="text-accent-700 underline">
                      {catalogue('requestPrice')}
                      <span className="sr-only">: {product.modelCode}</span>
                    </Link>
                  )}
                </td>
              ))}
            </tr>
            <tr className="border-t border-ink-line">
              <th scope="row" className={`${STICKY} bg-white font-normal text-ink-muted`}>
                {t('datasheet')}
              </th>
              {products.map((product) => (
                // The link keeps its 44 px height; the cell adds no padding, so the row stays as tall.
                <td key={product.slug} className={CELL}>
                  <a href={datasheetPath(product.slug, locale)} className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline">
                    {t('download')}
                    <span className="sr-only">: {product.modelCode}</span>
                  </a>
                </td>
              ))}
            </tr>
            <tr className="border-t border-ink-line" data-testid="compare-conformity">
              <th scope="row" className={`${STICKY} bg-white font-normal text-ink-muted`}>
                {conformityT('compareLabel')}
              </th>
              {products.map((product) => {
                const entries = conformity.get(product.id) ?? [];
                return (
                  <td key={product.slug} className={`${CELL} py-2`}>
                    {entries.length ? (
                      <ul className="space-y-1">
                        {entries.map((entry) => {
                          const kind = conformityT(entry.regulations.length ? `shortKinds.${entry.kind}` : `kinds.${entry.kind}`);
                          const date = entry.validUntil ? format.dateTime(entry.validUntil, { dateStyle: 'medium', timeZone: 'UTC' }) : null;
                          return (
                            <li key={entry.id}>
                              {date ? conformityT('compareValidUntil', { kind, date }) : conformityT('compareNoExpiry', { kind })}
                              {entry.fictitious ? <small className="block text-xs text-ink-muted">{conformityT('sampleShort')}</small> : null}
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      cell(null)
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
          {sections.map(({ group, rows }) => (
            <tbody key={group}>
              <tr className="border-t-2 border-brand-200 bg-brand-50">
                <th scope="rowgroup" colSpan={columns} className="px-3 pt-4 pb-2 text-left text-sm font-bold tracking-wider text-brand-700 uppercase">
                  <span className="sticky left-3">{catalogue(`specGroups.${group}`)}</span>
                </th>
              </tr>
              {rows.filter((line) => line.shared).map(row)}
              {rows.some((line) => !line.shared) && rows.some((line) => line.shared) ? (
                <tr className="border-t border-ink-line">
                  <td colSpan={columns} className="px-3 pt-3 pb-1 text-xs font-semibold text-ink-muted">
                    <span className="sticky left-3">{t('onlySome')}</span>
                  </td>
                </tr>
              ) : null}
              {rows.filter((line) => !line.shared).map((line, index) => row(line, rows.length + index))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
