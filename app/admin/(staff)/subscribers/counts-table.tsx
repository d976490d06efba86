import { ScrollRegion } from '@/components/admin/scroll-region';
import { routing } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { SUBSCRIBER_STATUSES } from '@/lib/admin/subscribers/filters';

type Count = { status: string; locale: string; count: number };

/** Subscribers by status (rows) and locale (columns), with totals; numbers right-aligned. */
export async function CountsTable({ counts }: { counts: Count[] }) {
  const [t, common] = await Promise.all([getAdminT('subscribers'), getAdminT('common')]);
  const locales = [...new Set([...routing.locales, ...counts.map((row) => row.locale)])];
  const cell = (status: string | null, locale: string | null) =>
    counts.filter((row) => (status == null || row.status === status) && (locale == null || row.locale === locale)).reduce((sum, row) => sum + row.count, 0);
  const languageName = (locale: string) => (locale === 'it' || locale === 'ru' || locale === 'en' ? common(`languages.${locale}`) : locale);
  return (
    <ScrollRegion label={t('counts.heading')}>
      <table className="w-full text-sm" data-testid="subscriber-counts">
        <caption className="px-3 pt-3 text-left text-base font-semibold">{t('counts.heading')}</caption>
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">{t('counts.status')}</th>
            {locales.map((locale) => <th key={locale} scope="col" className="px-3 py-2 text-right">{languageName(locale)}</th>)}
            <th scope="col" className="px-3 py-2 text-right">{t('counts.total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {SUBSCRIBER_STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row" className="px-3 py-2 text-left font-medium">{t(`statuses.${status}`)}</th>
              {locales.map((locale) => <td key={locale} className="px-3 py-2 text-right tabular-nums">{cell(status, locale)}</td>)}
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{cell(status, null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
