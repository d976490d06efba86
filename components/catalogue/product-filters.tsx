import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Input, Select } from '@/components/ui/input';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { MenuCategory } from '@/lib/catalogue/categories';
import { activeFilterCount, filterOptions, SORTS, type ProductFilters as Filters } from '@/lib/catalogue/filters';
import { getProductCards } from '@/lib/catalogue/products';
import { CapacityUnitSelect } from './capacity-unit-select';
import { FilterPanel } from './filter-panel';

type Props = { categories: MenuCategory[]; filters: Filters; action: string };

/**
 * A plain GET form: every state is a shareable URL and works without JavaScript. On phones it sits in a
 * native <details> panel (FilterPanel), closed unless a filter is active, so the results start above the
 * fold; from lg up the panel is always open.
 */
export async function ProductFilters({ categories, filters, action }: Props) {
  const locale = (await getLocale()) as Locale;
  // The list has read the cards already (the same cached call): the engineering selects offer what occurs in them.
  const [t, cards] = await Promise.all([getTranslations('Catalogue'), getProductCards(locale)]);
  const options = filterOptions(cards, filters);
  const active = activeFilterCount(filters);
  const summary = (
    <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-5 py-3 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {t('filtersToggle')}
        {active ? <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">{t('filtersActive', { count: active })}</span> : null}
      </span>
      <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
    </summary>
  );
  return (
    <FilterPanel open={active > 0} summary={summary}>
      <form action={action} method="get" className="space-y-5 px-5 pb-5 lg:pt-5" role="search" aria-labelledby="filters-title" data-testid="product-filters">
        {/* On phones the summary says what the panel holds; from lg up, with no summary, this heading does. */}
        <h2 id="filters-title" className="hidden text-sm font-bold uppercase tracking-wider text-brand-700 lg:block">
          {t('filters')}
        </h2>
        <div>
          <Label htmlFor="filter-q">{t('search')}</Label>
          <Input id="filter-q" name="q" type="search" defaultValue={filters.q} placeholder={t('searchPlaceholder')} />
        </div>
        <div>
          <Label htmlFor="filter-category">{t('category')}</Label>
          <Select id="filter-category" name="category" defaultValue={filters.category}>
            <option value="">{t('allCategories')}</option>
            {categories.map((parent) => (
              <optgroup key={parent.slug} label={parent.name}>
                <option value={parent.slug}>{parent.name}</option>
                {parent.children.map((child) => (
                  <option key={child.slug} value={child.slug}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-semibold text-ink">{t('capacityRange')}</legend>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="filter-min">{t('min')}</label>
            <Input id="filter-min" name="min" type="number" inputMode="decimal" min={0} step="any" placeholder={t('min')} defaultValue={filters.min} className="min-w-0" />
            <span aria-hidden="true">–</span>
            <label className="sr-only" htmlFor="filter-max">{t('max')}</label>
            <Input id="filter-max" name="max" type="number" inputMode="decimal" min={0} step="any" placeholder={t('max')} defaultValue={filters.max} className="min-w-0" />
            <label className="sr-only" htmlFor="filter-unit">{t('capacityUnit')}</label>
            <CapacityUnitSelect id="filter-unit" defaultValue={filters.unit}>
              <option value="kw">{t('units.kw')}</option>
              <option value="btu">{t('units.btuh')}</option>
            </CapacityUnitSelect>
          </div>
          <p className="mt-1.5 text-sm text-ink-muted">
            {t.rich('calculatorHint', {
              link: (chunks) => (
                <Link href="/calculator" className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </fieldset>
        <div>
          <Label htmlFor="filter-refrigerant">{t('refrigerantFilter')}</Label>
          <Select id="filter-refrigerant" name="refrigerant" defaultValue={filters.refrigerant}>
            <option value="">{t('anyValue')}</option>
            {options.refrigerants.map((refrigerant) => (
              <option key={refrigerant} value={refrigerant}>
                {refrigerant}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-class">{t('energyClassFilter')}</Label>
          <Select id="filter-class" name="class" defaultValue={filters.class} aria-describedby="filter-class-hint">
            <option value="">{t('anyValue')}</option>
            {options.energyClasses.map((energyClass) => (
              <option key={energyClass} value={energyClass}>
                {energyClass}
              </option>
            ))}
          </Select>
          <p id="filter-class-hint" className="mt-1.5 text-sm text-ink-muted">
            {t('energyClassHint')}
          </p>
        </div>
        <div>
          <Label htmlFor="filter-supply">{t('powerSupplyFilter')}</Label>
          <Select id="filter-supply" name="supply" defaultValue={filters.supply}>
            <option value="">{t('anyValue')}</option>
            {options.powerSupplies.map((phase) => (
              <option key={phase} value={phase}>
                {t(`phases.${phase}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-sort">{t('sort')}</Label>
          <Select id="filter-sort" name="sort" defaultValue={filters.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{t('apply')}</Button>
          <Link href="/product" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
            {t('reset')}
          </Link>
        </div>
      </form>
    </FilterPanel>
  );
}
