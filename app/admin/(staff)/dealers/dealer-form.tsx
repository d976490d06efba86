'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { saveDealerAction } from '@/app/admin/(staff)/dealers/actions';
import { ActionStatus } from '@/components/admin/action-status';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CountryOptions, type CountryChoices } from '@/components/admin/country-options';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/form-values';
import { DEALER_KINDS, DEALER_LIMITS } from '@/lib/dealers/values';

type Choice = { code: string; name: string };

export type DealerFormData = {
  id?: string;
  version?: number;
  name: string;
  country: string;
  region: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  sales: boolean;
  installation: boolean;
  service: boolean;
  published: boolean;
};

type Props = { dealer: DealerFormData; countries: CountryChoices; regions: Choice[] };

type ErrorKey = 'required' | 'tooLong' | 'country' | 'region' | 'regionRequired' | 'regionNotAllowed' | 'phone' | 'email' | 'website' | 'kinds';
const ERROR_KEYS: readonly string[] = ['required', 'tooLong', 'country', 'region', 'regionRequired', 'regionNotAllowed', 'phone', 'email', 'website', 'kinds'] satisfies ErrorKey[];

/** A dealer's fields; posts to its server action (useActionState), so it works before and without JavaScript. */
export function DealerForm({ dealer, countries, regions }: Props) {
  const t = useTranslations('admin.dealers');
  const common = useTranslations('admin.common');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(saveDealerAction, null);
  const fields = formFields(state, (key) => (ERROR_KEYS.includes(key) ? t(`errors.${key as ErrorKey}`) : common('errors.INVALID')));
  const v = (name: keyof DealerFormData & string) => fields.value(name, String(dealer[name] ?? ''));
  const checked = (name: 'sales' | 'installation' | 'service' | 'published') => fields.checked(name, dealer[name]);
  const error = (name: string) => fields.error(name);
  const optional = t('fields.optional');
  return (
    <form action={formAction} key={state?.at ?? 0} className="max-w-3xl space-y-6" data-testid="dealer-form" noValidate>
      <input type="hidden" name="id" value={dealer.id ?? ''} />
      <input type="hidden" name="version" value={dealer.version ?? ''} />
      <div aria-live="polite">
        <ActionStatus state={state} />
      </div>
      <Field id="dealer-name" label={t('fields.name')} error={error('name')}>
        {(c) => <Input {...c} name="name" defaultValue={v('name')} maxLength={DEALER_LIMITS.name} required autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="dealer-country" label={t('fields.country')} error={error('country')}>
          {(c) => (
            <Select {...c} name="country" defaultValue={v('country')} required>
              <CountryOptions countries={countries} choose={t('fields.chooseCountry')} market={t('fields.marketCountries')} others={t('fields.otherCountries')} />
            </Select>
          )}
        </Field>
        <Field id="dealer-region" label={t('fields.region')} hint={t('fields.regionHint')} error={error('region')}>
          {(c) => (
            <Select {...c} name="region" defaultValue={v('region')}>
              <option value="">{t('fields.noRegion')}</option>
              {regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="dealer-city" label={t('fields.city')} error={error('city')}>
          {(c) => <Input {...c} name="city" defaultValue={v('city')} maxLength={DEALER_LIMITS.city} required autoComplete="off" />}
        </Field>
        <Field id="dealer-address" label={t('fields.address')} note={optional} hint={t('fields.addressHint')} error={error('address')}>
          {(c) => <Input {...c} name="address" defaultValue={v('address')} maxLength={DEALER_LIMITS.address} autoComplete="off" />}
        </Field>
        <Field id="dealer-phone" label={t('fields.phone')} hint={t('fields.phoneHint')} error={error('phone')}>
          {(c) => <Input {...c} name="phone" type="tel" inputMode="tel" defaultValue={v('phone')} required autoComplete="off" />}
        </Field>
        <Field id="dealer-email" label={t('fields.email')} note={optional} error={error('email')}>
          {(c) => <Input {...c} name="email" type="email" defaultValue={v('email')} maxLength={DEALER_LIMITS.email} autoComplete="off" />}
        </Field>
        <Field id="dealer-website" label={t('fields.website')} note={optional} hint={t('fields.websiteHint')} error={error('website')} className="sm:col-span-2">
          {(c) => <Input {...c} name="website" type="url" inputMode="url" defaultValue={v('website')} maxLength={DEALER_LIMITS.website} autoComplete="off" />}
        </Field>
      </div>
      <fieldset aria-describedby={error('kinds') ? 'dealer-kinds-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('fields.kinds')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {DEALER_KINDS.map((kind) => (
            <Checkbox key={kind} name={kind} defaultChecked={checked(kind)} label={t(`kinds.${kind}`)} />
          ))}
        </div>
        {error('kinds') ? <FieldError id="dealer-kinds-error">{error('kinds')}</FieldError> : null}
      </fieldset>
      <Checkbox name="published" defaultChecked={checked('published')} label={t('fields.published')} />
      <Button type="submit" disabled={pending} data-testid="dealer-save">
        {dealer.id ? common('save') : t('form.create')}
      </Button>
    </form>
  );
}
