'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { RESIDENT_COUNTRY } from '@/lib/geo/country-codes';
import { describedBy, FieldError, inputClass } from './form-field';
import type { Lookup } from './use-lookup';

type Props = {
  id: string;
  name: string;
  value: string;
  error?: string;
  lookup: Lookup;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
  selectRef: Ref<HTMLSelectElement>;
};

/**
 * Country of residence from GET /api/countries. The Russian Federation comes first (residents are the usual
 * applicants and the form changes for them); then every country by name. A failed load offers a retry.
 */
export function CountrySelect({ id, name, value, error, lookup, onChange, onBlur, selectRef }: Props) {
  const t = useTranslations('PartnerForm');
  const resident = lookup.items.find((item) => item.code === RESIDENT_COUNTRY);
  const others = lookup.items.filter((item) => item.code !== RESIDENT_COUNTRY);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('country')}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          ref={selectRef}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={lookup.status !== 'ready'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, lookup.status === 'error', error)}
          aria-busy={lookup.status === 'loading' || undefined}
          className={`${inputClass} appearance-none pr-10`}
          data-testid="partner-country"
        >
          <option value="">{lookup.status === 'loading' ? t('countriesLoading') : t('countryPlaceholder')}</option>
          {resident ? <option value={resident.code}>{resident.name}</option> : null}
          {others.length ? (
            <optgroup label={t('allCountries')}>
              {others.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="pointer-events-none absolute right-3 top-3 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      {lookup.status === 'error' ? (
        <div id={`${id}-hint`} role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm font-medium text-red-700" data-testid="countries-error">
          <span>{t('countriesError')}</span>
          <button
            type="button"
            onClick={lookup.retry}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
