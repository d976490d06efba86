import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import ru from '@/messages/ru.json';

const MESSAGES: Record<Locale, Messages> = { it, ru, en };

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Translations outside a page render (e-mails, server jobs): the same files, no request needed. */
export function serverTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
