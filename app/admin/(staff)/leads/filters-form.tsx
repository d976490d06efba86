import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { getAdminT } from '@/lib/admin/i18n';
import type { LeadFilter } from '@/lib/admin/leads/filters';
import { LEAD_STATUSES, LEAD_TYPES, UNASSIGNED } from '@/lib/admin/leads/values';
import { countryLabel } from '@/lib/admin/leads/format';
import { zoneLabel, type Reader } from '@/lib/admin/time-zone';
import { now } from '@/lib/clock';

type Props = {
  filter: LeadFilter;
  assignees: Array<{ id: string; name: string; email: string }>;
  countries: string[];
  reader: Reader;
};

/** The inbox's filters: a plain GET form, so the state is in the URL (shareable, the back button works). */
export async function FiltersForm({ filter, assignees, countries, reader }: Props) {
  const { locale } = reader;
  const [t, common] = await Promise.all([getAdminT('leads'), getAdminT('common')]);
  const collator = new Intl.Collator(locale);
  const countryOptions = countries.map((code) => ({ code, name: countryLabel(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  return (
    <form method="get" action="/admin/leads" role="search" aria-label={t('filters.legend')} className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <Label htmlFor="lead-q">{t('filters.search')}</Label>
          <Input id="lead-q" name="q" type="search" defaultValue={filter.q ?? ''} placeholder={t('filters.searchHint')} aria-describedby="lead-q-hint" />
          <p id="lead-q-hint" className="sr-only">{t('filters.searchHint')}</p>
        </div>
        <div>
          <Label htmlFor="lead-type">{t('filters.type')}</Label>
          <Select id="lead-type" name="type" defaultValue={filter.type ?? ''}>
            <option value="">{t('filters.anyType')}</option>
            {LEAD_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor="lead-status">{t('filters.status')}</Label>
          <Select id="lead-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('filters.anyStatus')}</option>
            {LEAD_STATUSES.map((status) => <option key={status} value={status}>{t(`statuses.${status}`)}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor="lead-assignee">{t('filters.assignee')}</Label>
          <Select id="lead-assignee" name="assignee" defaultValue={filter.assignee ?? ''}>
            <option value="">{t('filters.anyAssignee')}</option>
            <option value={UNASSIGNED}>{t('filters.unassigned')}</option>
            {assignees.map((user) => <option key={user.id} value={user.id}>{user.name || user.email}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor="lead-country">{t('filters.country')}</Label>
          <Select id="lead-country" name="country" defaultValue={filter.country ?? ''}>
            <option value="">{t('filters.anyCountry')}</option>
            {countryOptions.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor="lead-from">{t('filters.from')}</Label>
          <Input id="lead-from" name="from" type="date" defaultValue={filter.from ?? ''} aria-describedby="lead-days-zone" />
        </div>
        <div>
          <Label htmlFor="lead-to">{t('filters.to')}</Label>
          <Input id="lead-to" name="to" type="date" defaultValue={filter.to ?? ''} aria-describedby="lead-days-zone" />
        </div>
        <p id="lead-days-zone" className="text-xs text-ink-muted sm:col-span-2 lg:col-span-4" data-testid="lead-days-zone">
          {t('filters.zone', { zone: zoneLabel(reader.timeZone, locale, now()) })}
        </p>
      </div>
      <input type="hidden" name="sort" value={filter.sort} />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Checkbox name="spam" value="1" defaultChecked={filter.spam === '1'} label={t('filters.showSpam')} />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Link href="/admin/leads" className="inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100">
            {common('resetFilters')}
          </Link>
          <Button type="submit" size="sm">{common('filter')}</Button>
        </div>
      </div>
    </form>
  );
}
