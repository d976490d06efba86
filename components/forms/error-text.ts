'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Turns a field's error code into its text: `errors.<field>.<CODE>`, else the namespace's fallback. */
export function useErrorText(namespace: 'PartnerForm' | 'EquipmentForm') {
  const t = useTranslations(namespace);
  return useCallback(
    (field: string, code: string | undefined): string | undefined => {
      if (!code) return undefined;
      const key = `errors.${field}.${code}`;
      return t.has(key) ? t(key) : t('errors.fallback');
    },
    [t],
  );
}
