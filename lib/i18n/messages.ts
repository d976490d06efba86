import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { ADMIN_MESSAGES } from '@/lib/admin/messages';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import ru from '@/messages/ru.json';

const MESSAGES: Record<Locale, Messages> = {
  it: { ...it, admin: ADMIN_MESSAGES.it },
  ru: { ...ru, admin: ADMIN_MESSAGES.ru },
  en: { ...en, admin: ADMIN_MESSAGES.en },
};

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Translations outside a page render (e-mails, server jobs, the back office): the same files, no request needed. */
export function serverTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
