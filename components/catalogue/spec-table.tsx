import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/lib/catalogue/products';
import { specSections } from '@/lib/catalogue/spec-rows';

type Props = { product: ProductDetail };

/** Technical data grouped (performance, electrical, dimensions…), numbers aligned, units always shown. */
export async function SpecTable({ product }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Catalogue'), getLocale()]);
  const sections = specSections(product, locale, t);

  return (
    <div className="space-y-8" data-testid="spec-table">
      {sections.map(({ group, rows }) => (
        <table key={group} className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left text-sm font-bold uppercase tracking-wider text-brand-700">
            {t.has(`specGroups.${group}`) ? t(`specGroups.${group}`) : group}
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={`${group}-${row.label}`} className="border-b border-ink-line">
                <th scope="row" className="w-1/2 py-2 pr-4 text-left font-normal text-ink-muted">
                  {row.label}
                </th>
                <td className="whitespace-pre-line py-2 text-right font-semibold tabular-nums">
                  {row.value}
                  {row.unit ? <span className="ml-1 font-normal text-ink-muted">{row.unit}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
