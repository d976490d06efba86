import { getFormatter, getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { regulationLabel, type ConformityEntry, type TechnicalRegulation } from '@/lib/documents/conformity';
import { validityDay } from '@/lib/documents/rules';
import { EacMark } from './eac-mark';

type Props = { entries: ConformityEntry[] };

/**
 * The product page's "Conformity": the EAEU declarations and certificates it is sold under, each with its number,
 * regulations, dates, applicant and registry entry. A sample number of the seed says so and is never linked.
 * Nothing when the product has none.
 */
export async function ConformitySection({ entries }: Props) {
  if (!entries.length) return null;
  const [t, format] = await Promise.all([getTranslations('Conformity'), getFormatter()]);
  // Stored days are midnight UTC of the day they name.
  const day = (date: Date) => (
    <time dateTime={validityDay(date)} className="tabular-nums">
      {format.dateTime(date, { dateStyle: 'long', timeZone: 'UTC' })}
    </time>
  );
  const regulation = (code: TechnicalRegulation) => regulationLabel(t, code);
  // The mark stands for a registered EAEU document: not for a sample number, nor for a document of no EAEU regulation.
  const eaeu = entries.some((entry) => entry.regulations.length > 0 && !entry.fictitious);
  return (
    <section aria-labelledby="conformity" className="mt-14" data-testid="conformity-section">
      <div className="flex items-center gap-3">
        {eaeu ? <EacMark className="h-9 w-auto shrink-0 border border-ink-line" /> : null}
        <h2 id="conformity" className="text-2xl font-bold text-brand-900">
          {t('title')}
        </h2>
      </div>
      <p className="mt-2 max-w-prose text-ink-muted">{t('lead')}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <article className="h-full rounded-xl border border-ink-line bg-white p-5" data-testid="conformity-entry" data-kind={entry.kind}>
              <h3 className="text-lg font-semibold text-brand-900">{t(`kinds.${entry.kind}`)}</h3>
              <p className="mt-1 font-mono text-sm font-semibold break-words text-ink" data-testid="conformity-number">
                <span className="sr-only">{t('number')}: </span>
                {entry.number}
              </p>
              {entry.fictitious ? (
                <p className="mt-2 inline-block rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900" data-testid="conformity-sample">
                  {t('sample')}
                </p>
              ) : null}
              <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                {entry.regulations.length ? (
                  <>
                    <dt className="text-ink-muted">{t('regulationsLabel')}</dt>
                    <dd>
                      <ul className="space-y-1">
                        {entry.regulations.map((code) => (
                          <li key={code}>{regulation(code)}</li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
                {entry.issuedOn ? (
                  <>
                    <dt className="mt-1 text-ink-muted sm:mt-0">{t(`issuedOn.${entry.kind}`)}</dt>
                    <dd>{day(entry.issuedOn)}</dd>
                  </>
                ) : null}
                <dt className="mt-1 text-ink-muted sm:mt-0">{t('validUntil')}</dt>
                <dd data-testid="conformity-valid-until">{entry.validUntil ? day(entry.validUntil) : t('noExpiry')}</dd>
                {entry.holder ? (
                  <>
                    <dt className="mt-1 text-ink-muted sm:mt-0">{t('holder')}</dt>
                    <dd className="break-words">{entry.holder}</dd>
                  </>
                ) : null}
              </dl>
              {entry.registryUrl && !entry.fictitious ? (
                <ExternalLink href={entry.registryUrl} className="mt-2 font-semibold text-accent-700 underline-offset-2 hover:underline">
                  {t('registryLink')}
                </ExternalLink>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
