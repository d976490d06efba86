import { getTranslations } from 'next-intl/server';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ExternalLink } from '@/components/ui/external-link';
import { dealerKinds, type PublicDealer } from '@/lib/dealers/grouping';

type Props = { dealer: PublicDealer; headingLevel: 3 | 4 };

/** "+7 495 123 45 67": the stored E.164 number as people read it; the link dials the E.164 form. */
const readable = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
const host = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** One dealer: name, kinds of work, city and address, phone, e-mail and site as links. */
export async function DealerCard({ dealer, headingLevel }: Props) {
  const t = await getTranslations('Dealers');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  // Label above the link in a narrow card (a long e-mail keeps its line), beside it where the card is wide.
  const row = 'mt-1 grid gap-x-3 xl:grid-cols-[5.5rem_minmax(0,1fr)] xl:items-center';
  const link = 'inline-flex min-h-11 items-center font-semibold wrap-anywhere text-brand-700 underline underline-offset-2 hover:text-brand-900';
  return (
    <article className="flex min-w-0 flex-col rounded-xl border border-ink-line bg-white p-5" data-testid="dealer-card" data-dealer-id={dealer.id}>
      <Heading className="text-lg leading-snug font-bold break-words text-brand-900">{dealer.name}</Heading>
      <ul aria-label={t('kindsLabel')} className="mt-2 flex flex-wrap gap-2">
        {dealerKinds(dealer).map((kind) => (
          <li key={kind} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800" data-kind={kind}>
            {t(`kinds.${kind}`)}
          </li>
        ))}
      </ul>
      <address className="mt-3 text-sm not-italic">
        {dealer.city ? <p className="font-semibold text-ink">{dealer.city}</p> : null}
        {dealer.address ? <p className="text-ink-muted">{dealer.address}</p> : null}
        <dl className="mt-2">
          <div className={row}>
            <dt className="text-xs text-ink-muted xl:text-sm">{t('phone')}</dt>
            <dd>
              <a href={`tel:${dealer.phone}`} className={`${link} whitespace-nowrap`} data-testid="dealer-phone">
                {readable(dealer.phone)}
              </a>
            </dd>
          </div>
          {dealer.email ? (
            <div className={row}>
              <dt className="text-xs text-ink-muted xl:text-sm">{t('email')}</dt>
              <dd className="min-w-0">
                <a href={`mailto:${dealer.email}`} className={link}>
                  {dealer.email}
                </a>
              </dd>
            </div>
          ) : null}
          {dealer.website ? (
            <div className={row}>
              <dt className="text-xs text-ink-muted xl:text-sm">{t('website')}</dt>
              <dd className="min-w-0">
                <ExternalLink href={dealer.website} className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {host(dealer.website)}
                </ExternalLink>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
    </article>
  );
}
