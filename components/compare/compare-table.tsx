import { getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/picture';
import { typeset } from '@/components/ui/typeset';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CompareRow, CompareSection } from '@/lib/catalogue/compare';
import { formatPrice } from '@/lib/catalogue/price';
import type { ProductDetail } from '@/lib/catalogue/products';
import type { SpecCell } from '@/lib/catalogue/spec-rows';
import { datasheetPath } from '@/lib/datasheet/path';

type Props = {
  products: ProductDetail[];
  sections: CompareSection[];
  locale: Locale;
  /** The compare page without each product, in the products' order. */
  removeHrefs: string[];
};

// One table, so the columns line up across the groups and scroll sideways together inside their own box on a
// phone, with the labels' column held in place. Rows where two products give different values are marked four
// ways: tinted row, "≠" before the label, bold values, and a word for screen readers. A row only some products
// have shows a dash (and a word) for the others.
const STICKY = 'sticky left-0 z-10 w-32 min-w-32 border-r border-ink-line px-3 py-2 text-left align-top hyphens-auto break-words sm:w-56 sm:min-w-56';
const CELL = 'min-w-40 px-3 align-top tabular-nums';

export async function CompareTable({ products, sections, locale, removeHrefs }: Props) {
  const [t, catalogue] = await Promise.all([getTranslations('Compare'), getTranslations('Catalogue')]);
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
    <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="relative overflow-x-auto rounded-xl border border-ink-line" data-testid="compare-table">
      <table className="w-full border-collapse text-sm">
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
  );
}
