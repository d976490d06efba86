'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { sendPartnerApplication } from '@/lib/leads/actions/partner';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { CheckIcon } from '@/components/ui/icons';
import type { LookupItem } from '@/lib/geo/lookup';
import { partnerFormSchema } from '@/lib/forms/partner-form-schema';
import { isResident } from '@/lib/forms/partner-rules';
import { usePublicPath } from './use-public-path';
import { CaptchaField } from './captcha-field';
import { useErrorText } from './error-text';
import { FormAlert } from './form-alert';
import { SourceFields } from '@/components/forms/source-fields';
import { Honeypot } from './honeypot';
import { PartnerDetails } from './partner-details';
import { consentLink } from './consent-link';
import { ResidenceFields } from './residence-fields';
import { SubmitButton } from './submit-button';
import { useActionForm } from './use-action-form';

type Props = {
  countries: { market: LookupItem[]; others: LookupItem[] };
  regions: LookupItem[];
  /** An example mobile number per country code, for the phone field's placeholder. */
  phoneExamples: Record<string, string>;
  salesEmail: string;
};

// The order fields appear in: the first failing one gets the focus.
/** The form's id, and the fragment it posts to without scripts (the page scrolls back to the answer). */
const FORM_ID = 'partner-application';
const FIELD_ORDER = ['country', 'region', 'fullName', 'companyName', 'phone', 'inn', 'email', 'captchaAnswer', 'agreement'] as const;

/** The partner application (issue 5): idle → sending → the success text, or the errors beside the fields. */
export function PartnerForm({ countries, regions, phoneExamples, salesEmail }: Props) {
  const t = useTranslations('PartnerForm');
  const errorText = useErrorText('PartnerForm');
  const locale = useLocale();
  const sourcePage = usePublicPath();
  const successRef = useRef<HTMLDivElement>(null);
  const defaults = { country: '', region: '', fullName: '', companyName: '', phone: '', inn: '', email: '', captchaAnswer: '', agreement: false, newsletter: false, website: '', locale, sourcePage };
  const { form, state, pending, formAction, onSubmit, errorCode, initial, attempt } = useActionForm({
    schema: partnerFormSchema,
    action: sendPartnerApplication,
    defaults,
    order: FIELD_ORDER,
    formId: FORM_ID,
  });
  const { register, control, setValue } = form;
  const resident = isResident(useWatch({ control, name: 'country' }));

  useEffect(() => {
    if (state.status === 'success') successRef.current?.focus();
    // Each answer used up the challenge: the new image wants a new answer.
    else if (attempt) setValue('captchaAnswer', '');
  }, [state.status, attempt, setValue]);

  if (state.status === 'success') {
    return (
      <div id={FORM_ID} ref={successRef} tabIndex={-1} role="status" className="flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 focus:outline-none sm:p-6" data-testid="partner-success">
        <CheckIcon className="size-7 shrink-0 text-accent-600" />
        <p className="text-lg font-semibold text-brand-900">{t('success')}</p>
      </div>
    );
  }

  const error = (field: (typeof FIELD_ORDER)[number]) => errorText(field === 'inn' && !resident ? 'taxId' : field, errorCode(field));
  const invalid = state.status === 'invalid' && Object.keys(state.fields).length > 0;

  return (
    <form id={FORM_ID} action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-x-6 gap-y-5 sm:grid-cols-2" data-testid="partner-form" aria-busy={pending}>
      <p className="text-sm text-ink-muted sm:col-span-2">{t('required')}</p>
      {/* Sent with the form as they are: the schema's defaults stand in for them in the browser's own check. */}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      <ResidenceFields form={form} countries={countries} regions={regions} resident={resident} initialCountry={initial('country')} error={error} />
      <PartnerDetails form={form} resident={resident} phoneExamples={phoneExamples} initial={initial} error={error} />
      <div className="sm:col-span-2">
        <CaptchaField
          attempt={attempt}
          registration={register('captchaAnswer')}
          error={error('captchaAnswer')}
          texts={{
            label: t('captcha'),
            image: t('captchaImage'),
            refresh: t('captchaRefresh'),
            hint: t('captchaHint'),
            help: t.rich('captchaHelp', {
              email: salesEmail,
              link: (chunks) => (
                <a href={`mailto:${salesEmail}`} className="font-semibold text-brand-700 underline">
                  {chunks}
                </a>
              ),
            }),
          }}
        />
      </div>
      <div className="sm:col-span-2">
        <Checkbox
          label={t.rich('newsletter', { link: consentLink('newsletter') })}
          defaultChecked={form.getValues('newsletter') === true}
          data-testid="partner-newsletter"
          {...register('newsletter')}
        />
      </div>
      <div className="sm:col-span-2">
        <Checkbox
          label={t.rich('agreement', { link: consentLink('processing') })}
          defaultChecked={form.getValues('agreement') === true}
          aria-invalid={errorCode('agreement') ? true : undefined}
          aria-describedby={errorCode('agreement') ? 'partner-agreement-error' : undefined}
          data-testid="partner-agreement"
          {...register('agreement')}
        />
        {errorCode('agreement') ? <FieldError id="partner-agreement-error">{error('agreement')}</FieldError> : null}
      </div>
      <Honeypot id="partner-website" label={t('website')} registration={register('website')} />
      <SourceFields />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert
          failed={state.status === 'failed'}
          invalid={invalid || Object.keys(form.formState.errors).length > 0}
          failedText={t('error')}
          invalidText={t('validationError')}
          testId="partner-error"
        />
        <SubmitButton submitting={pending} label={t('submit')} sendingLabel={t('sending')} testId="partner-submit" className="sm:self-start" />
      </div>
    </form>
  );
}
