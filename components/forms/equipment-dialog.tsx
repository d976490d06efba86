'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CloseIcon } from '@/components/ui/icons';
import { notify, preloadToasts } from '@/lib/browser/notify';
import { equipmentSchema } from '@/lib/forms/equipment-schema';
import { RU_PHONE_PLACEHOLDER } from '@/lib/forms/phone';
import { submitForm } from '@/lib/forms/submit';
import { useErrorText } from './error-text';
import { FormAlert } from './form-alert';
import { Honeypot } from './honeypot';
import { privacyLink } from './privacy-link';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export type EquipmentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productSlug?: string | null;
  /** Shown to the visitor; the slug is what is sent. */
  productName?: string | null;
};

type Values = { name: string; phone: string; email: string; website: string };
const EMPTY: Values = { name: '', phone: '', email: '', website: '' };
const resolver = zodResolver(equipmentSchema, undefined, { raw: true }) as unknown as Resolver<Values>;
const FIELDS = new Set(Object.keys(EMPTY));

/**
 * "Select equipment": name, phone and optional e-mail, sent with the product the visitor came from.
 * Loaded only when first opened (see equipment-trigger.tsx): product pages do not carry the form's code.
 */
export function EquipmentDialog({ open, onOpenChange, productSlug, productName }: EquipmentDialogProps) {
  const t = useTranslations('EquipmentForm');
  const errorText = useErrorText('EquipmentForm');
  const locale = useLocale();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [invalid, setInvalid] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const { errors } = formState;

  async function send(values: Values) {
    setStatus('submitting');
    setInvalid(false);
    const result = await submitForm('/api/equipment', {
      ...values,
      productSlug: productSlug || undefined,
      locale,
      sourcePage: window.location.pathname,
    });
    if (result.kind === 'created') {
      void notify('success', t('success'));
      reset(EMPTY);
      setStatus('idle');
      onOpenChange(false);
      return;
    }
    if (result.kind === 'invalid') {
      const known = Object.entries(result.fields).filter(([field]) => FIELDS.has(field));
      known.forEach(([field, code], index) => setError(field as keyof Values, { type: 'server', message: code }, { shouldFocus: index === 0 }));
      if (known.length) {
        setInvalid(true);
        setStatus('idle');
        return;
      }
    }
    setStatus('error');
    void notify('error', t('error'));
  }

  const submitting = status === 'submitting';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white px-5 pb-6 pt-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
          data-testid="equipment-dialog"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold text-brand-900">{t('title')}</Dialog.Title>
            <Dialog.Close className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50" aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-muted">{t('description')}</Dialog.Description>
          {productSlug ? (
            <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm" data-testid="equipment-product">
              <span className="font-semibold text-ink">{t('product')}:</span> {productName || productSlug}
            </p>
          ) : null}
          <form noValidate onFocus={preloadToasts} onSubmit={handleSubmit(send, () => setInvalid(true))} className="relative mt-5 space-y-4" data-testid="equipment-form">
            <TextField
              id="equipment-name"
              testId="equipment-name"
              label={t('name')}
              autoComplete="name"
              maxLength={60}
              error={errorText('name', errors.name?.message)}
              registration={register('name')}
            />
            <TextField
              id="equipment-phone"
              testId="equipment-phone"
              label={t('phone')}
              hint={t('phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={32}
              placeholder={RU_PHONE_PLACEHOLDER}
              className="tabular-nums"
              error={errorText('phone', errors.phone?.message)}
              registration={register('phone')}
            />
            <TextField
              id="equipment-email"
              testId="equipment-email"
              label={t('email')}
              note={t('emailOptional')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              error={errorText('email', errors.email?.message)}
              registration={register('email')}
            />
            <Honeypot id="equipment-website" label={t('website')} registration={register('website')} />
            <p className="text-sm leading-relaxed text-ink-muted">
              {t.rich('consent', { link: privacyLink })}
            </p>
            <FormAlert
              failed={status === 'error'}
              invalid={invalid && Object.keys(errors).length > 0}
              failedText={t('error')}
              invalidText={t('validationError')}
              testId="equipment-error"
            />
            <SubmitButton submitting={submitting} label={t('submit')} sendingLabel={t('sending')} testId="equipment-submit" className="w-full" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
