import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import ru from '@/messages/ru.json';

const MESSAGES = { it, ru, en } as const;

/** Translations outside a page render (e-mails, server jobs): the same files, no request needed. */
export function serverTranslator(locale: Locale, namespace: string) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number | Date>,
  ) => string;
}
