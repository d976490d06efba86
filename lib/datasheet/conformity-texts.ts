import type { Locale } from '@/i18n/routing';
import { regulationLabel } from '@/lib/documents/conformity';
import { serverTranslator } from '@/lib/i18n/messages';
import type { ConformityTexts } from './conformity-section';

/**
 * The conformity section's words in `locale`: the product page's (messages `Conformity`), so both name the documents
 * and the regulations alike. Validity days are stored as midnight UTC of the day they name (lib/documents/rules.ts).
 */
export function conformityTexts(locale: Locale): ConformityTexts {
  const t = serverTranslator(locale, 'Conformity');
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    title: serverTranslator(locale, 'Datasheet')('conformity.title'),
    kinds: { declaration: t('kinds.declaration'), certificate: t('kinds.certificate') },
    regulations: t('regulationsLabel'),
    issuedOn: { declaration: t('issuedOn.declaration'), certificate: t('issuedOn.certificate') },
    validUntil: t('validUntil'),
    noExpiry: t('noExpiry'),
    holder: t('holder'),
    fictitious: t('sample'),
    regulation: (code) => regulationLabel(t, code),
    date: (date) => day.format(date),
  };
}
