import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { getPathname, Link } from '@/i18n/navigation';
import type { DealerFilter as Filter } from '@/lib/dealers/filters';
import { RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { CountrySelect } from './country-select';

type Choice = { code: string; name: string };
type Props = { filter: Filter; countries: Choice[]; regions: Choice[] };

const REGION_FIELD = 'dealers-region-field';

/**
 * A GET form to /dealers: the proxy sends a URL with a country or region to the per-request result, so filtering
 * works without scripts. Only countries (and Russian regions) that have dealers are offered.
 */
export async function DealerFilter({ filter, countries, regions }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Dealers.filter'), getLocale()]);
  const withRegions = filter.country === RESIDENT_COUNTRY && regions.length > 0;
  const offersRegions = regions.length > 0 && countries.some((country) => country.code === RESIDENT_COUNTRY);
  return (
    <form action={getPathname({ href: '/dealers', locale })} method="get" className="space-y-5 rounded-xl border border-ink-line bg-brand-50 p-5" data-testid="dealer-filter">
      <h2 className="text-lg font-bold text-brand-900">{t('title')}</h2>
      <Field id="dealers-country" label={t('country')}>
        {(control) => (
          <CountrySelect control={control} defaultValue={filter.country ?? ''} regionCountry={RESIDENT_COUNTRY} regionFieldId={REGION_FIELD}>
            <option value="">{t('allCountries')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </CountrySelect>
        )}
      </Field>
      {offersRegions ? (
        <>
          <div id={REGION_FIELD} hidden={!withRegions}>
            <Field id="dealers-region" label={t('region')} hint={t('regionHint')}>
              {(control) => (
                <Select {...control} name="region" defaultValue={filter.region ?? ''} disabled={!withRegions}>
                  <option value="">{t('allRegions')}</option>
                  {regions.map((region) => (
                    <option key={region.code} value={region.code}>
                      {region.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <p id={`${REGION_FIELD}-next`} hidden={withRegions} className="text-sm text-ink-muted">
            {t('regionNext')}
          </p>
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Button type="submit" data-testid="dealer-filter-submit">
          {t('submit')}
        </Button>
        {filter.country ? (
          <Link href="/dealers" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
            {t('reset')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
