import { getLocale, getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/lib/catalogue/products';

type Props = { product: ProductDetail };
type Row = { label: string; value: string; unit?: string };

const GROUP_ORDER = ['general', 'performance', 'electrical', 'refrigerant', 'acoustics', 'dimensions'] as const;

/** Technical data grouped (performance, electrical, dimensions…), numbers aligned, units always shown. */
export async function SpecTable({ product }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Catalogue'), getLocale()]);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const { technical } = product;
  const groups = new Map<string, Row[]>(GROUP_ORDER.map((group) => [group, []]));
  const add = (group: string, row: Row) => groups.get(group)?.push(row) ?? groups.set(group, [row]);

  if (product.coolingCapacityKw !== null) add('performance', { label: t('technical.coolingCapacity'), value: number.format(product.coolingCapacityKw), unit: 'kW' });
  if (product.heatingCapacityKw !== null) add('performance', { label: t('technical.heatingCapacity'), value: number.format(product.heatingCapacityKw), unit: 'kW' });
  add('electrical', { label: t('technical.powerSupply'), value: technical.powerSupply });
  add('electrical', { label: t('technical.voltage'), value: technical.voltage });
  add('electrical', { label: t('technical.frequency'), value: technical.frequency });
  if (technical.ratedPowerKw !== null) add('electrical', { label: t('technical.ratedPower'), value: number.format(technical.ratedPowerKw), unit: 'kW' });
  for (const row of product.specifications) add(row.group, { label: row.label, value: row.value, unit: row.unit });
  add('dimensions', { label: t('technical.productDimensions'), value: technical.productDimensions, unit: 'mm' });
  add('dimensions', { label: t('technical.packageDimensions'), value: technical.packageDimensions, unit: 'mm' });
  add('dimensions', { label: t('technical.netWeight'), value: number.format(technical.netWeightKg), unit: 'kg' });
  add('dimensions', { label: t('technical.grossWeight'), value: number.format(technical.grossWeightKg), unit: 'kg' });
  add('dimensions', { label: t('technical.dimensionsAndWeight'), value: technical.dimensionsAndWeight });

  return (
    <div className="space-y-8" data-testid="spec-table">
      {[...groups].filter(([, rows]) => rows.length).map(([group, rows]) => (
        <table key={group} className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left text-sm font-bold uppercase tracking-wider text-brand-700">
            {t.has(`specGroups.${group}`) ? t(`specGroups.${group}` as 'specGroups.general') : group}
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={`${group}-${row.label}`} className="border-b border-ink-line">
                <th scope="row" className="w-1/2 py-2 pr-4 text-left font-normal text-ink-muted">
                  {row.label}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">
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
