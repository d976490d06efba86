import { getAdminT } from '@/lib/admin/i18n';
import { formatDateTime, type Reader } from '@/lib/admin/time-zone';
import { consentPath, isConsentPurpose } from '@/lib/consent/documents';
import { isLocale } from '@/i18n/routing';
import { localizedPath } from '@/lib/seo/urls';

type Record = {
  id: string;
  purpose: string;
  version: number;
  sha256: string;
  locale: string;
  givenAt: Date;
  ip: string;
  userAgent: string;
  sourcePage: string;
  withdrawnAt: Date | null;
};

/**
 * A lead's or a subscriber's consent records (lib/consent/records.ts): each purpose granted, the exact version of
 * its document (a link to that version as the person read it) with its SHA-256, when, from where and with what.
 */
export async function ConsentRecords({ records, reader }: { records: Record[]; reader: Reader }) {
  const t = await getAdminT('consent');
  if (!records.length) return <p className="text-sm text-ink-muted">{t('records.none')}</p>;
  return (
    <ul className="space-y-3" data-testid="consent-records">
      {records.map((record) => {
        const purpose = isConsentPurpose(record.purpose) ? record.purpose : null;
        const href = purpose ? localizedPath(consentPath(purpose, record.version), isLocale(record.locale) ? record.locale : 'it') : null;
        return (
          <li key={record.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="consent-record">
            <p className="font-semibold">
              {purpose ? t(`purposes.${purpose}`) : record.purpose} ·{' '}
              {href ? (
                <a href={href} target="_blank" rel="noopener" className="text-brand-700 underline">
                  {t('version', { version: record.version })}
                </a>
              ) : (
                t('version', { version: record.version })
              )}{' '}
              ({record.locale})
            </p>
            <p className="text-ink-muted">
              {t('records.given', { when: formatDateTime(record.givenAt, reader), ip: record.ip })} · <span className="break-all">{record.sourcePage}</span>
            </p>
            {record.withdrawnAt ? (
              <p className="font-semibold text-red-700" data-testid="consent-withdrawn">
                {t('records.withdrawn', { when: formatDateTime(record.withdrawnAt, reader) })}
              </p>
            ) : null}
            <p className="text-xs break-all text-ink-muted">
              {t('hash')}: <span className="font-mono">{record.sha256}</span> · {record.userAgent}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
