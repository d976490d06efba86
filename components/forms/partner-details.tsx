'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FORM_LIMITS } from '@/lib/limits';
import type { PartnerFormInput, PartnerFormOutput } from '@/lib/forms/partner-form-schema';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

type DetailField = 'fullName' | 'companyName' | 'phone' | 'inn' | 'email';

type Props = {
  form: UseFormReturn<PartnerFormInput, unknown, PartnerFormOutput>;
  resident: boolean;
  phoneExamples: Record<string, string>;
  initial: (field: DetailField) => string;
  error: (field: DetailField) => string | undefined;
};

/** Who applies: name, company, phone, tax number and e-mail; phone and tax number follow the country. */
export function PartnerDetails({ form, resident, phoneExamples, initial, error }: Props) {
  const t = useTranslations('PartnerForm');
  const { register, control } = form;
  const country = useWatch({ control, name: 'country' });
  const example = typeof country === 'string' ? phoneExamples[country] : undefined;

  return (
    <>
      <TextField
        id="partner-full-name"
        testId="partner-full-name"
        label={t('fullName')}
        autoComplete="name"
        maxLength={FORM_LIMITS.fullName.max}
        defaultValue={initial('fullName')}
        error={error('fullName')}
        registration={register('fullName')}
      />
      <TextField
        id="partner-company"
        testId="partner-company"
        label={t('companyName')}
        autoComplete="organization"
        maxLength={FORM_LIMITS.companyName.max}
        defaultValue={initial('companyName')}
        error={error('companyName')}
        registration={register('companyName')}
      />
      <PhoneField
        id="partner-phone"
        testId="partner-phone"
        label={t('phone')}
        hint={resident ? undefined : t('phoneHintForeign')}
        error={error('phone')}
        form={control}
        name="phone"
        masked={resident}
        placeholder={example}
      />
      <TextField
        id="partner-inn"
        testId="partner-inn"
        label={resident ? t('inn') : t('taxId')}
        hint={resident ? t('innHint') : undefined}
        inputMode={resident ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={resident ? FORM_LIMITS.inn.max : FORM_LIMITS.foreignTaxId.max}
        defaultValue={initial('inn')}
        className="tabular-nums"
        error={error('inn')}
        registration={register('inn')}
      />
      <TextField
        id="partner-email"
        testId="partner-email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={FORM_LIMITS.email.max}
        defaultValue={initial('email')}
        error={error('email')}
        registration={register('email')}
      />
    </>
  );
}
