'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { sendQuoteRequest } from '@/lib/leads/actions/quote';
import { FieldError, Label } from '@/components/ui/field';
import { CheckIcon } from '@/components/ui/icons';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/input';
import { preloadToasts } from '@/lib/browser/notify';
import { quoteCountChanged } from '@/lib/browser/quote-count';
import { formatPrice } from '@/lib/catalogue/price';
import { RU_PHONE_PLACEHOLDER } from '@/lib/forms/phone-mask';
import { quoteFormSchema } from '@/lib/forms/quote-form-schema';
import { FORM_LIMITS } from '@/lib/limits';
import { useErrorText } from '@/components/forms/error-text';
import { FormAlert } from '@/components/forms/form-alert';
import { SourceFields } from '@/components/forms/source-fields';
import { Honeypot } from '@/components/forms/honeypot';
import { PhoneField } from '@/components/forms/phone-field';
import { consentLink } from '@/components/forms/consent-link';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { usePublicPath } from '@/components/forms/use-public-path';
import { useActionForm } from '@/components/forms/use-action-form';

/** The form's id, and the fragment it posts to without scripts (the page scrolls back to the answer). */
const FORM_ID = 'quote-request';
const FIELD_ORDER = ['name', 'companyName', 'city', 'phone', 'email', 'comment', 'agreement'] as const;

type Props = {
  hasLines: boolean;
  /** The list (or the empty list's text), shown above the form until the request is sent. */
  list: ReactNode;
};

/**
 * The quote request: who asks and where; the products come from the list above (the server reads them from the
 * quote cookie). Once sent, the confirmation takes the place of the list and the form: the lead's number first,
 * then the total of the priced lines; with or without JavaScript (the action's answer renders on the server too).
 */
export function QuoteForm({ hasLines, list }: Props) {
  const t = useTranslations('QuoteForm');
  const errorText = useErrorText('QuoteForm');
  const locale = useLocale();
  const sourcePage = usePublicPath();
  const successRef = useRef<HTMLDivElement>(null);
  const { form, state, pending, formAction, onSubmit, errorCode, initial } = useActionForm({
    schema: quoteFormSchema,
    action: sendQuoteRequest,
    defaults: { name: '', companyName: '', city: '', phone: '', email: '', comment: '', agreement: false, newsletter: false, dealerContact: false, website: '', locale, sourcePage },
    order: FIELD_ORDER,
    formId: FORM_ID,
  });
  const { register, control } = form;

  useEffect(() => {
    if (state.status !== 'success') return;
    successRef.current?.focus();
    quoteCountChanged();
  }, [state]);

  if (state.status === 'success') {
    const receipt = state.receipt;
    return (
      <div id={FORM_ID} ref={successRef} tabIndex={-1} role="status" className="flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 focus:outline-none sm:p-6" data-testid="quote-success">
        <CheckIcon className="size-7 shrink-0 text-accent-600" />
        <div className="space-y-2">
          <p className="text-lg font-semibold text-brand-900" data-testid="quote-number">
            {receipt ? t('sentNumber', { number: receipt.number }) : t('success')}
          </p>
          {receipt?.total ? <p className="font-semibold text-brand-900">{t('sentTotal', { total: formatPrice(receipt.total, locale) })}</p> : null}
          {receipt?.unpriced ? <p className="text-ink">{t('sentUnpriced', { count: receipt.unpriced })}</p> : null}
          <p className="text-ink-muted">{t('sentNext')}</p>
        </div>
      </div>
    );
  }
  if (!hasLines) return list;

  const error = (field: (typeof FIELD_ORDER)[number]) => errorText(field, errorCode(field));
  const invalid = (state.status === 'invalid' && Object.keys(state.fields).length > 0) || Object.keys(form.formState.errors).length > 0;
  const failedText = state.status === 'failed' && state.code === 'QUOTE_EMPTY' ? t('empty') : t('error');

  return (
    <>
      {list}
      <section aria-labelledby="quote-form-title">
        <h2 id="quote-form-title" className="text-xl font-bold text-brand-900">
          {t('title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('lead')}</p>
        <form id={FORM_ID} action={formAction} onSubmit={onSubmit} onFocus={preloadToasts} noValidate className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="quote-form" aria-busy={pending}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="sourcePage" value={sourcePage} />
          <TextField id="quote-name" testId="quote-name" label={t('name')} autoComplete="name" maxLength={FORM_LIMITS.fullName.max} defaultValue={initial('name')} error={error('name')} registration={register('name')} />
          <TextField id="quote-company" testId="quote-company" label={t('companyName')} autoComplete="organization" maxLength={FORM_LIMITS.companyName.max} defaultValue={initial('companyName')} error={error('companyName')} registration={register('companyName')} />
          <TextField id="quote-city" testId="quote-city" label={t('city')} autoComplete="address-level2" maxLength={FORM_LIMITS.city.max} defaultValue={initial('city')} error={error('city')} registration={register('city')} />
          <PhoneField id="quote-phone" testId="quote-phone" label={t('phone')} hint={t('phoneHint')} error={error('phone')} form={control} name="phone" masked={false} placeholder={RU_PHONE_PLACEHOLDER} />
          <div className="sm:col-span-2">
            <TextField id="quote-email" testId="quote-email" label={t('email')} type="email" inputMode="email" autoComplete="email" maxLength={FORM_LIMITS.email.max} defaultValue={initial('email')} error={error('email')} registration={register('email')} />
          </div>
          <div className="sm:col-span-2">
            <Label htmlFor="quote-comment" note={t('optional')}>
              {t('comment')}
            </Label>
            <Textarea
              id="quote-comment"
              rows={4}
              maxLength={FORM_LIMITS.comment.max}
              defaultValue={initial('comment')}
              aria-invalid={errorCode('comment') ? true : undefined}
              aria-describedby={errorCode('comment') ? 'quote-comment-error' : undefined}
              data-testid="quote-comment"
              {...register('comment')}
            />
            {errorCode('comment') ? <FieldError id="quote-comment-error">{error('comment')}</FieldError> : null}
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2">
            <Checkbox
              label={t.rich('dealerContact', { link: consentLink('transfer') })}
              defaultChecked={form.getValues('dealerContact') === true}
              data-testid="quote-dealer-contact"
              {...register('dealerContact')}
            />
            <Checkbox
              label={t.rich('newsletter', { link: consentLink('newsletter') })}
              defaultChecked={form.getValues('newsletter') === true}
              data-testid="quote-newsletter"
              {...register('newsletter')}
            />
          </div>
          <div className="sm:col-span-2">
            <Checkbox
              label={t.rich('agreement', { link: consentLink('processing') })}
              defaultChecked={form.getValues('agreement') === true}
              aria-invalid={errorCode('agreement') ? true : undefined}
              aria-describedby={errorCode('agreement') ? 'quote-agreement-error' : undefined}
              data-testid="quote-agreement"
              {...register('agreement')}
            />
            {errorCode('agreement') ? <FieldError id="quote-agreement-error">{error('agreement')}</FieldError> : null}
          </div>
          <Honeypot id="quote-website" label={t('website')} registration={register('website')} />
          <SourceFields />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <FormAlert failed={state.status === 'failed'} invalid={invalid} failedText={failedText} invalidText={t('validationError')} testId="quote-error" />
            <SubmitButton submitting={pending} label={t('submit')} sendingLabel={t('sending')} testId="quote-submit" className="w-full sm:w-auto sm:self-start" />
          </div>
        </form>
      </section>
    </>
  );
}
