'use client';

import { useMessages } from 'next-intl';
import { useCallback } from 'react';
import { hasKey } from '@/lib/i18n/keys';

/**
 * Turns a field's error code into its text: `errors.<field>.<CODE>`, else the namespace's fallback. The codes
 * arrive at run time (from the schema or the server), so the texts are looked up in the form's own table;
 * they hold no ICU arguments (tests/unit/messages.test.ts formats every message).
 */
export function useErrorText(namespace: 'PartnerForm' | 'EquipmentForm' | 'QuoteForm') {
  const errors = useMessages()[namespace].errors;
  return useCallback(
    (field: string, code: string | undefined): string | undefined => {
      if (!code) return undefined;
      const texts = hasKey(errors, field) ? errors[field] : undefined;
      return typeof texts === 'object' && hasKey(texts, code) ? texts[code] : errors.fallback;
    },
    [errors],
  );
}
