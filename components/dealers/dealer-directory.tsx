import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DealerFilter as Filter } from '@/lib/dealers/filters';
import { filterChoices, filterGroups, type CountryGroup } from '@/lib/dealers/grouping';
import { dealerDirectory } from '@/lib/dealers/queries';
import { dealerJsonLd } from '@/lib/seo/json-ld';
import { DealerCard } from './dealer-card';
import { DealerFilter } from './dealer-filter';

type Props = { filter: Filter };

/**
 * The dealers page's body, shared by the static list and the filtered result: the filter, then countries, their
 * regions and their dealers, each dealer with its LocalBusiness JSON-LD. No map: a list grouped by place.
 */
export async function DealerDirectory({ filter }: Props) {
  const locale = (await getLocale()) as Locale;
  const [t, all] = await Promise.all([getTranslations('Dealers'), dealerDirectory(locale)]);
  if (all.length === 0) return <EmptyState />;
  const groups = filterGroups(all, filter);
  const { countries, regions } = filterChoices(all);
  const place = filter.country ? [countries.find((c) => c.code === filter.country)?.name, regions.find((r) => r.code === filter.region)?.name].filter(Boolean).join(' · ') : null;
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="lg:self-start">
        <DealerFilter filter={filter} countries={countries} regions={regions} />
        <p className="mt-5 text-sm text-ink-muted">
          {t.rich('partnerCta', { link: (chunks) => <Link href="/becomepartner" className="font-semibold text-brand-700 underline">{chunks}</Link> })}
        </p>
      </div>
      <div className="min-w-0" data-testid="dealer-list">
        <p role="status" className="mb-6 text-ink-muted">
          {place ? <span className="font-semibold text-ink">{t('resultTitle', { place })} · </span> : null}
          {t('count', { count: total })}
        </p>
        {groups.length ? (
          <div className="space-y-12">
            {groups.map((group) => (
              <CountrySection key={group.code} group={group} />
            ))}
          </div>
        ) : (
          <div className="rounded-xl border border-ink-line p-6" data-testid="dealers-no-results">
            <h2 className="text-xl font-bold text-brand-900">{t('noResults.title')}</h2>
            <p className="mt-2 max-w-prose text-ink-muted">{t('noResults.text')}</p>
            <ButtonLink href="/dealers" variant="outline" className="mt-4">
              {t('noResults.showAll')}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

async function CountrySection({ group }: { group: CountryGroup }) {
  const t = await getTranslations('Dealers');
  return (
    <section aria-labelledby={`dealers-${group.code}`} data-testid="dealer-country" data-country={group.code}>
      <h2 id={`dealers-${group.code}`} className="flex flex-wrap items-baseline gap-x-3 border-b-2 border-brand-700 pb-2 text-2xl font-bold text-brand-900">
        {group.name}
        <span className="text-base font-normal text-ink-muted">{t('count', { count: group.count })}</span>
      </h2>
      {group.regions.map((region) => (
        <div key={region.code ?? 'none'} className="mt-6" data-testid="dealer-region" data-region={region.code ?? ''}>
          {region.name ? <h3 className="mb-3 text-lg font-semibold text-brand-800">{region.name}</h3> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {region.dealers.map((dealer) => (
              <DealerCard key={dealer.id} dealer={dealer} headingLevel={region.name ? 4 : 3} />
            ))}
          </div>
          {region.dealers.map((dealer) => (
            <JsonLd key={dealer.id} data={dealerJsonLd({ ...dealer, regionName: region.name })} />
          ))}
        </div>
      ))}
    </section>
  );
}

async function EmptyState() {
  const t = await getTranslations('Dealers.empty');
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="max-w-prose rounded-xl border border-ink-line p-6 sm:p-8" data-testid="dealers-empty">
        <h2 className="text-xl font-bold text-brand-900">{t('title')}</h2>
        <p className="mt-3 text-ink-muted">{t('text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/contacts">{t('contacts')}</ButtonLink>
          <ButtonLink href="/becomepartner" variant="outline">
            {t('partner')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
