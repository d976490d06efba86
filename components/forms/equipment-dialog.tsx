'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useCallback, type RefObject } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { notify } from '@/lib/browser/notify';
import { EquipmentForm } from './equipment-form';

export type EquipmentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productSlug?: string | null;
  productName?: string | null;
  /** The link that opened the dialog: focus goes back to it on close, also when this code loaded on demand. */
  trigger: RefObject<HTMLElement | null>;
};

/** The equipment-selection form in a dialog. Loaded only when first opened (equipment-trigger.tsx). */
export function EquipmentDialog({ open, onOpenChange, productSlug, productName, trigger }: EquipmentDialogProps) {
  const t = useTranslations('EquipmentForm');
  const sent = useCallback(() => {
    void notify('success', t('success'));
    onOpenChange(false);
  }, [t, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white px-5 pb-6 pt-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          data-testid="equipment-dialog"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold text-brand-900">{t('title')}</Dialog.Title>
            <Dialog.Close className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50" aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-5 mt-2 text-ink-muted">{t('description')}</Dialog.Description>
          <EquipmentForm productSlug={productSlug} productName={productName} onSent={sent} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
