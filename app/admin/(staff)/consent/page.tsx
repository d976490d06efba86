import type { Metadata } from 'next';
import Link from 'next/link';
import { publishConsentAction } from '@/app/admin/(staff)/consent/actions';
import { PageTitle } from '@/components/admin/page-title';
import { StaffCheckbox, StaffField, StaffForm } from '@/components/admin/staff-form';
import { CONSENT_PURPOSES, listConsentVersions, type ConsentPurpose } from '@/lib/admin/consent/service';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { Panel } from '@/components/admin/panel';
import { dateFormatter } from '@/lib/admin/time-zone';
import { ConsentTabs } from './tabs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('consent'))('menu') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TEXTS = [
  ['textIt', 'it'],
  ['textRu', 'ru'],
  ['textEn', 'en'],
] as const;

/** One consent document at a time (a tab per purpose, a link, so it works without JavaScript): its versions, then the form for the next. */
export default async function ConsentPage({ searchParams }: Props) {
  const staff = await requireStaffPage('consent', '/admin/consent');
  const [params, t] = await Promise.all([searchParams, getAdminT('consent')]);
  const purpose: ConsentPurpose = CONSENT_PURPOSES.find((item) => item === params.purpose) ?? 'processing';
  const versions = (await listConsentVersions()).filter((row) => row.purpose === purpose);
  const latest = versions[0];
  const format = dateFormatter(staff);

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('intro')}</p>
      <ConsentTabs current="documents" />
      <nav aria-label={t('fields.purpose')} className="mb-6 flex flex-wrap gap-2">
        {CONSENT_PURPOSES.map((item) => (
          <Link
            key={item}
            href={`/admin/consent?purpose=${item}`}
            aria-current={item === purpose ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {t(`purposes.${item}`)}
          </Link>
        ))}
      </nav>

      <Panel id="consent-versions" title={t('versions')}>
        {versions.length === 0 ? <p>{t('none')}</p> : null}
        <ol className="space-y-3" data-testid="consent-versions">
          {versions.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold">{t('version', { version: row.version })}</p>
              <p className="text-sm text-ink-muted">{t('publishedBy', { when: format.format(row.publishedAt), email: row.publishedBy })}</p>
              {row.note ? <p className="mt-1 text-sm">{row.note}</p> : null}
              <p className="mt-1 text-xs break-all text-ink-muted">
                {t('hash')}: <span className="font-mono">{row.sha256}</span>
              </p>
              <details className="mt-2">
                <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">{t('showTexts')}</summary>
                <div className="grid gap-4 lg:grid-cols-3">
                  {TEXTS.map(([field, lang]) => (
                    <div key={field} lang={lang}>
                      <h3 className="text-sm font-semibold">{t(`fields.${field}`)}</h3>
                      <p className="text-sm whitespace-pre-line">{row[field]}</p>
                    </div>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ol>
      </Panel>

      <Panel id="consent-publish" title={<>{t('publishTitle')}: {t(`purposes.${purpose}`)}</>} boxed>
        <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('publishHint')}</p>
        <StaffForm action={publishConsentAction} errors="admin.consent.errors" submit={t('publish')} testId="consent-publish">
          <input type="hidden" name="purpose" value={purpose} />
          <div className="grid gap-4 lg:grid-cols-3">
            {TEXTS.map(([field, lang]) => (
              <StaffField key={field} name={field} label={t(`fields.${field}`)} defaultValue={latest?.[field] ?? ''} required maxLength={20_000} rows={12} lang={lang} />
            ))}
          </div>
          <StaffField name="note" label={t('fields.note')} hint={t('fields.noteHint')} maxLength={200} />
          <StaffCheckbox name="confirm" label={t('fields.confirm')} required />
        </StaffForm>
      </Panel>
    </>
  );
}
