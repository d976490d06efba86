import type { Locale } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import { serverTranslator } from '@/lib/i18n/messages';
import { renderEmail } from '@/lib/mail/layout';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { env } from '@/lib/env';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

function pageUrl(locale: Locale, path: '/confirm' | '/unsubscribe', token: string) {
  return `${absoluteUrl(localizedPath(path, locale))}?token=${encodeURIComponent(token)}`;
}

/** The double opt-in e-mail: one button to the confirmation page in the subscriber's language. */
export function confirmationEmail(to: string, locale: Locale, token: string): OutgoingMail {
  const t = serverTranslator(locale, 'Emails');
  return {
    kind: 'newsletter-confirmation',
    to,
    ...renderEmail({
      locale,
      subject: t('confirmSubject', { brand: BRAND.name }),
      heading: t('confirmHeading'),
      paragraphs: [t('confirmBody', { brand: BRAND.name }), t('confirmExpiry')],
      action: { label: t('confirmAction'), url: pageUrl(locale, '/confirm', token) },
      footer: [{ text: t('confirmIgnore') }],
    }),
  };
}

/** Every e-mail to a confirmed subscriber carries the unsubscribe link and the RFC 8058 one-click headers. */
export function unsubscribeParts(locale: Locale, token: string) {
  const t = serverTranslator(locale, 'Emails');
  return {
    footer: [{ text: t('unsubscribeNote'), link: { label: t('unsubscribeAction'), url: pageUrl(locale, '/unsubscribe', token) } }],
    headers: {
      'List-Unsubscribe': `<${env.SITE_URL}/api/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function welcomeEmail(to: string, locale: Locale, unsubscribe: string): OutgoingMail {
  const t = serverTranslator(locale, 'Emails');
  const { footer, headers } = unsubscribeParts(locale, unsubscribe);
  return {
    kind: 'newsletter-welcome',
    to,
    headers,
    ...renderEmail({
      locale,
      subject: t('welcomeSubject', { brand: BRAND.name }),
      heading: t('welcomeHeading'),
      paragraphs: [t('welcomeBody', { brand: BRAND.name })],
      action: { label: t('welcomeAction'), url: absoluteUrl(localizedPath('/product', locale)) },
      footer,
    }),
  };
}

/** A campaign's text in one locale, its Markdown already rendered (lib/admin/campaigns/markdown.ts). */
export type CampaignBody = { subject: string; html: string; paragraphs: string[] };

/**
 * A newsletter campaign's mail to one subscriber: the campaign's text in the site's mail layout, with the
 * subscriber's own unsubscribe link and one-click headers. Sent after transactional mail, at the campaign rate.
 */
export function campaignEmail(
  to: string,
  locale: Locale,
  body: CampaignBody,
  unsubscribe: string,
  link: { campaignId: string; subscriberId: string },
): OutgoingMail {
  const { footer, headers } = unsubscribeParts(locale, unsubscribe);
  return {
    kind: 'campaign',
    to,
    headers,
    priority: 1,
    ...link,
    ...renderEmail({ locale, subject: body.subject, heading: body.subject, paragraphs: body.paragraphs, bodyHtml: body.html, footer }),
  };
}
