'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { formatRuPhone } from '@/lib/forms/phone-mask';
import type { PartnerFormInput, PartnerFormOutput } from '@/lib/forms/partner-form-schema';
import { isResident } from '@/lib/forms/partner-rules';
import type { LookupItem } from '@/lib/geo/lookup';
import { CountrySelect } from './country-select';
import { RegionField } from './region-field';

type Props = {
  form: UseFormReturn<PartnerFormInput, unknown, PartnerFormOutput>;
  countries: { market: LookupItem[]; others: LookupItem[] };
  regions: LookupItem[];
  resident: boolean;
  initialCountry: string;
  error: (field: 'country' | 'region') => string | undefined;
};

/** Where the applicant is: the country, and for residents of Russia the region. */
export function ResidenceFields({ form, countries, regions, resident, initialCountry, error }: Props) {
  const t = useTranslations('PartnerForm');
  const { register, setValue, getValues, trigger, formState } = form;

  const registration = register('country', {
    onChange(event: { target: { value: string } }) {
      const now = isResident(event.target.value);
      if (!now) setValue('region', '');
      // A resident types the national number into the mask; what was typed before is kept, masked.
      const phone = getValues('phone');
      if (now && typeof phone === 'string' && phone) setValue('phone', formatRuPhone(phone));
      if (formState.isSubmitted) void trigger(['region', 'phone', 'inn']);
    },
  });

  return (
    <>
      <Field id="partner-country" label={t('country')} error={error('country')}>
        {(control) => (
          <CountrySelect
            control={control}
            registration={registration}
            defaultValue={initialCountry}
            choices={countries}
            texts={{ placeholder: t('countryPlaceholder'), market: t('marketCountries'), others: t('otherCountries') }}
          />
        )}
      </Field>
      <RegionField
        control={form.control}
        name="region"
        items={regions}
        enabled={resident}
        error={error('region')}
        texts={{
          label: t('region'),
          hint: t('regionHint'),
          select: t('regionSelect'),
          placeholder: t('regionPlaceholder'),
          showAll: t('regionShowAll'),
          noResults: t('regionNoResults'),
        }}
      />
    </>
  );
}
