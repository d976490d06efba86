'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { isResident, partnerSchema } from '@/lib/forms/partner-schema';
import { formatRuPhone } from '@/lib/forms/phone';
import { submitForm } from '@/lib/forms/submit';
import { CaptchaField } from './captcha-field';
import { CountrySelect } from './country-select';
import { useErrorText } from './error-text';
import { FieldError, FormField } from './form-field';
import { FormAlert } from './form-alert';
import { Honeypot } from './honeypot';
import { PhoneInput } from './phone-input';
import { privacyLink } from './privacy-link';
import { RegionCombobox } from './region-combobox';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useLookup } from './use-lookup';

type Values = {
  country: string;
  region: string;
  fullName: string;
  companyName: string;
  phone: string;
  inn: string;
  email: string;
  captchaId: string;
  captchaAnswer: string;
  agreement: boolean;
  website: string;
};

const EMPTY: Values = {
  country: '',
  region: '',
  fullName: '',
  companyName: '',
  phone: '',
  inn: '',
  email: '',
  captchaId: '',
  captchaAnswer: '',
  agreement: false,
  website: '',
};

// The form holds plain strings and a boolean; the schema (the server's too) reads them. `raw` sends what
// the visitor typed: the server normalises it again anyway.
const resolver = zodResolver(partnerSchema, undefined, { raw: true }) as unknown as Resolver<Values>;

type Status = 'idle' | 'submitting' | 'success' | 'error';

// The order fields appear in: the first failing one gets the focus (controlled fields register after the
// others, so react-hook-form's own choice would skip the country and region).
const FIELD_ORDER: (keyof Values)[] = ['country', 'region', 'fullName', 'companyName', 'phone', 'inn', 'email', 'captchaAnswer', 'agreement'];

/** The partner application (issue 5): idle → submitting → success text, or error text and back to the form. */
export function PartnerForm() {
  const t = useTranslations('PartnerForm');
  const errorText = useErrorText('PartnerForm');
  const locale = useLocale();
  const [status, setStatus] = useState<Status>('idle');
  const [invalid, setInvalid] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const successRef = useRef<HTMLDivElement>(null);

  const form = useForm<Values>({ resolver, defaultValues: EMPTY, mode: 'onTouched', shouldFocusError: false });
  const { register, control, handleSubmit, setValue, getValues, setError, setFocus, trigger, reset, formState } = form;
  const { errors, isSubmitted } = formState;

  const country = useWatch({ control, name: 'country' });
  const resident = isResident(country);
  const countries = useLookup(`/api/countries?locale=${locale}`);
  const regions = useLookup(resident ? `/api/regions?locale=${locale}` : null);

  const setChallenge = useCallback(
    (id: string) => {
      setValue('captchaId', id);
      setValue('captchaAnswer', '');
    },
    [setValue],
  );

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  function focusFirst(failing: Partial<Record<keyof Values, unknown>>) {
    const first = FIELD_ORDER.find((field) => failing[field]);
    if (first) setFocus(first);
  }

  function changeCountry(next: string) {
    const nowResident = isResident(next);
    if (!nowResident) setValue('region', '');
    // A resident types the national number into the mask; what was typed before is kept, masked.
    const phone = getValues('phone');
    if (nowResident && phone) setValue('phone', formatRuPhone(phone));
    if (isSubmitted) void trigger(['region', 'phone', 'inn']);
  }

  async function send(values: Values) {
    setStatus('submitting');
    setInvalid(false);
    const result = await submitForm('/api/partner', { ...values, locale, sourcePage: window.location.pathname });
    // The challenge is used up by this attempt, whatever the outcome.
    setCaptchaKey((key) => key + 1);
    if (result.kind === 'created') {
      reset(EMPTY);
      setStatus('success');
      return;
    }
    if (result.kind === 'invalid') {
      const failing: Partial<Record<keyof Values, string>> = {};
      for (const [field, code] of Object.entries(result.fields)) {
        const target = (field === 'captchaId' ? 'captchaAnswer' : field) as keyof Values;
        if (FIELD_ORDER.includes(target) && code) failing[target] ??= field === 'captchaId' ? 'CAPTCHA_INVALID' : code;
      }
      if (Object.keys(failing).length) {
        for (const [field, code] of Object.entries(failing)) setError(field as keyof Values, { type: 'server', message: code });
        setInvalid(true);
        setStatus('idle');
        // After the re-render that enables the fields again.
        setTimeout(() => focusFirst(failing), 0);
        return;
      }
    }
    setStatus('error');
  }

  if (status === 'success') {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 focus:outline-none sm:p-6" data-testid="partner-success">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="shrink-0 text-accent-600" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M20 6L9 17l-5-5" />
        </svg>
        <p className="text-lg font-semibold text-brand-900">{t('success')}</p>
      </div>
    );
  }

  const submitting = status === 'submitting';

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send, (failing) => {
        setInvalid(true);
        focusFirst(failing);
      })}
      className="relative grid gap-x-6 gap-y-5 sm:grid-cols-2"
      data-testid="partner-form"
      aria-busy={submitting}
    >
      <p className="text-sm text-ink-muted sm:col-span-2">{t('required')}</p>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <CountrySelect
            id="partner-country"
            name={field.name}
            value={field.value}
            selectRef={field.ref}
            lookup={countries}
            error={errorText('country', errors.country?.message)}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              changeCountry(event.target.value);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="region"
        render={({ field }) => (
          <RegionCombobox
            id="partner-region"
            value={field.value}
            inputRef={field.ref}
            onChange={(code) => field.onChange(code)}
            onBlur={field.onBlur}
            disabled={!resident}
            lookup={regions}
            error={resident ? errorText('region', errors.region?.message) : undefined}
          />
        )}
      />
      <TextField
        id="partner-full-name"
        testId="partner-full-name"
        label={t('fullName')}
        autoComplete="name"
        maxLength={120}
        error={errorText('fullName', errors.fullName?.message)}
        registration={register('fullName')}
      />
      <TextField
        id="partner-company"
        testId="partner-company"
        label={t('companyName')}
        autoComplete="organization"
        maxLength={170}
        error={errorText('companyName', errors.companyName?.message)}
        registration={register('companyName')}
      />
      <FormField id="partner-phone" label={t('phone')} hint={resident ? undefined : t('phoneHintForeign')} error={errorText('phone', errors.phone?.message)}>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id="partner-phone"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              masked={resident}
              hint={resident ? undefined : t('phoneHintForeign')}
              error={errorText('phone', errors.phone?.message)}
            />
          )}
        />
      </FormField>
      <TextField
        id="partner-inn"
        testId="partner-inn"
        label={resident ? t('inn') : t('taxId')}
        hint={resident ? t('innHint') : undefined}
        inputMode={resident ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={resident ? 16 : 40}
        className="tabular-nums"
        error={errorText(resident ? 'inn' : 'taxId', errors.inn?.message)}
        registration={register('inn')}
      />
      <TextField
        id="partner-email"
        testId="partner-email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        error={errorText('email', errors.email?.message)}
        registration={register('email')}
      />
      <div className="sm:col-span-2">
        <CaptchaField
          id="partner-captcha"
          reloadKey={captchaKey}
          onChallenge={setChallenge}
          registration={register('captchaAnswer')}
          error={errorText('captchaAnswer', errors.captchaAnswer?.message ?? (errors.captchaId ? 'CAPTCHA_INVALID' : undefined))}
        />
      </div>
      <div className="sm:col-span-2">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent-600"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'partner-agreement-error' : undefined}
            data-testid="partner-agreement"
            {...register('agreement')}
          />
          <span className="text-sm leading-relaxed">
            {t.rich('agreement', { link: privacyLink })}
          </span>
        </label>
        {errors.agreement ? <FieldError id="partner-agreement-error">{errorText('agreement', errors.agreement.message)}</FieldError> : null}
      </div>
      <Honeypot id="partner-website" label={t('website')} registration={register('website')} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert
          failed={status === 'error'}
          invalid={invalid && Object.keys(errors).length > 0}
          failedText={t('error')}
          invalidText={t('validationError')}
          testId="partner-error"
        />
        <SubmitButton submitting={submitting} label={t('submit')} sendingLabel={t('sending')} testId="partner-submit" className="sm:self-start" />
      </div>
    </form>
  );
}
