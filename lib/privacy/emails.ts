import type { Locale } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import { serverTranslator } from '@/lib/i18n/messages';
import { renderEmail } from '@/lib/mail/layout';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

/** A /your-data page with a token, in the person's language. */
export function yourDataUrl(locale: Locale, path: '/your-data/request' | '/your-data/withdraw', token: string) {
  return `${absoluteUrl(localizedPath(path, locale))}?token=${encodeURIComponent(token)}`;
}

/** The link of a /your-data request: whoever holds the mailbox sees and downloads what we hold, or asks for erasure. */
export function dataRequestEmail(to: string, locale: Locale, token: string): OutgoingMail {
  const t = serverTranslator(locale, 'YourDataEmails');
  return {
    kind: 'data-request',
    to,
    ...renderEmail({
      locale,
      subject: t('subject', { brand: BRAND.name }),
      heading: t('heading'),
      paragraphs: [t('body', { brand: BRAND.name }), t('expiry')],
      action: { label: t('action'), url: yourDataUrl(locale, '/your-data/request', token) },
      footer: [{ text: t('ignore') }],
    }),
  };
}

/** The small print of a lead's acknowledgement: the link that withdraws the consent and opens an erasure request. */
export function withdrawFooter(locale: Locale, token: string) {
  const t = serverTranslator(locale, 'YourDataEmails');
  return { text: t('withdrawNote'), link: { label: t('withdrawAction'), url: yourDataUrl(locale, '/your-data/withdraw', token) } };
}
