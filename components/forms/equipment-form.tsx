'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { sendEquipmentRequest } from '@/lib/leads/actions/equipment';
import { CheckIcon } from '@/components/ui/icons';
import { preloadToasts } from '@/lib/browser/notify';
import { FORM_LIMITS } from '@/lib/limits';
import { equipmentFormSchema } from '@/lib/forms/equipment-form-schema';
import { RU_PHONE_PLACEHOLDER } from '@/lib/forms/phone-mask';
import { useErrorText } from './error-text';
import { FormAlert } from './form-alert';
import { SourceFields } from '@/components/forms/source-fields';
import { Honeypot } from './honeypot';
import { PhoneField } from './phone-field';
import { consentLink } from './consent-link';
import { Checkbox } from '@/components/ui/checkbox';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { usePublicPath } from './use-public-path';
import { useActionForm } from './use-action-form';

type Props = {
  productSlug?: string | null;
  /** Shown to the visitor; the slug is what is sent. */
  productName?: string | null;
  /** In the dialog: called once the request is stored (the dialog closes and toasts). Inline: a success panel. */
  onSent?: () => void;
};

/** The form's id, and the fragment it posts to without scripts (the page scrolls back to the answer). */
const FORM_ID = 'equipment-request';
const FIELD_ORDER = ['name', 'phone', 'email'] as const;

/** "Select equipment": name, phone and an optional e-mail, sent with the product the visitor came from. */
export function EquipmentForm({ productSlug, productName, onSent }: Props) {
  const t = useTranslations('EquipmentForm');
  const errorText = useErrorText('EquipmentForm');
  const locale = useLocale();
  const sourcePage = usePublicPath();
  const successRef = useRef<HTMLDivElement>(null);
  const { form, state, pending, formAction, onSubmit, errorCode, initial } = useActionForm({
    schema: equipmentFormSchema,
    action: sendEquipmentRequest,
    defaults: { name: '', phone: '', email: '', dealerContact: false, website: '', productSlug: productSlug ?? '', locale, sourcePage },
    order: FIELD_ORDER,
    formId: FORM_ID,
  });
  const { register, control } = form;

  useEffect(() => {
    if (state.status !== 'success') return;
    if (onSent) onSent();
    else successRef.current?.focus();
  }, [state, onSent]);

  if (state.status === 'success' && !onSent) {
    return (
      <div id={FORM_ID} ref={successRef} tabIndex={-1} role="status" className="flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 focus:outline-none sm:p-6" data-testid="equipment-success">
        <CheckIcon className="size-7 shrink-0 text-accent-600" />
        <p className="text-lg font-semibold text-brand-900">{t('success')}</p>
      </div>
    );
  }

  const error = (field: (typeof FIELD_ORDER)[number]) => errorText(field, errorCode(field));
  const invalid = (state.status === 'invalid' && Object.keys(state.fields).length > 0) || Object.keys(form.formState.errors).length > 0;

  return (
    <form id={FORM_ID} action={formAction} onSubmit={onSubmit} onFocus={preloadToasts} noValidate className="relative space-y-4" data-testid="equipment-form" aria-busy={pending}>
      {productSlug ? (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm" data-testid="equipment-product">
          <span className="font-semibold text-ink">{t('product')}:</span> {productName || productSlug}
        </p>
      ) : null}
      {/* Sent with the form as they are: the schema's defaults stand in for them in the browser's own check. */}
      <input type="hidden" name="productSlug" value={productSlug ?? ''} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      <TextField
        id="equipment-name"
        testId="equipment-name"
        label={t('name')}
        autoComplete="name"
        maxLength={FORM_LIMITS.equipmentName.max}
        defaultValue={initial('name')}
        error={error('name')}
        registration={register('name')}
      />
      <PhoneField
        id="equipment-phone"
        testId="equipment-phone"
        label={t('phone')}
        hint={t('phoneHint')}
        error={error('phone')}
        form={control}
        name="phone"
        masked={false}
        placeholder={RU_PHONE_PLACEHOLDER}
      />
      <TextField
        id="equipment-email"
        testId="equipment-email"
        label={t('email')}
        note={t('emailOptional')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={FORM_LIMITS.email.max}
        defaultValue={initial('email')}
        error={error('email')}
        registration={register('email')}
      />
      <Honeypot id="equipment-website" label={t('website')} registration={register('website')} />
      <SourceFields />
      <Checkbox
        label={t.rich('dealerContact', { link: consentLink('transfer') })}
        defaultChecked={form.getValues('dealerContact') === true}
        data-testid="equipment-dealer-contact"
        {...register('dealerContact')}
      />
      <p className="text-sm leading-relaxed text-ink-muted">{t.rich('consent', { link: consentLink('processing') })}</p>
      <FormAlert failed={state.status === 'failed'} invalid={invalid} failedText={t('error')} invalidText={t('validationError')} testId="equipment-error" />
      <SubmitButton submitting={pending} label={t('submit')} sendingLabel={t('sending')} testId="equipment-submit" className="w-full sm:w-auto" />
    </form>
  );
}
