import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { consentPath } from '@/lib/consent/documents';
import { consentBlocks } from '@/lib/consent/markup';
import type { PublicConsentDocument } from '@/lib/consent/public';

/** A consent document as the public reads it: the version's text, its date and fingerprint, and every other version. */
export async function ConsentDocumentView({ document }: { document: PublicConsentDocument }) {
  const [t, format] = await Promise.all([getTranslations('Consent'), getFormatter()]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'UTC' });
  const current = document.versions[0]?.version === document.version;
  const blocks = consentBlocks(document.text);
  // The text's own first heading is the page's title.
  const [first, ...rest] = blocks;
  const title = first?.kind === 'heading' ? first.text : t(`titles.${document.purpose}`);
  const body = first?.kind === 'heading' ? rest : blocks;
  return (
    <>
      <PageHeader title={title} lead={t(`leads.${document.purpose}`)} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <article className="max-w-prose space-y-4 leading-relaxed" data-testid="consent-document">
          <p className="text-sm text-ink-muted" data-testid="consent-version">
            {t(current ? 'inForce' : 'superseded', { version: document.version, date: date(document.publishedAt) })}
          </p>
          {current ? null : (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <Link href={consentPath(document.purpose)} className="font-semibold text-brand-700 underline">
                {t('readCurrent')}
              </Link>
            </p>
          )}
          {body.map((block, index) =>
            block.kind === 'heading' ? (
              <h2 key={index} className="pt-4 text-xl font-bold text-brand-900">
                {block.text}
              </h2>
            ) : block.kind === 'list' ? (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item, position) => (
                  <li key={position}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )}
          <p className="break-all pt-4 text-xs text-ink-muted">
            {t('fingerprint')} <code data-testid="consent-sha256">{document.sha256}</code>
          </p>
        </article>
        {document.versions.length > 1 ? (
          <nav aria-labelledby="consent-versions" className="mt-10 max-w-prose">
            <h2 id="consent-versions" className="text-lg font-bold text-brand-900">
              {t('versions')}
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {document.versions.map((item) => (
                <li key={item.version}>
                  <Link
                    href={consentPath(document.purpose, item.version)}
                    aria-current={item.version === document.version ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center text-brand-700 underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
                  >
                    {t('versionItem', { version: item.version, date: date(item.publishedAt) })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </>
  );
}
