import Link from 'next/link';
import { getAdminT } from '@/lib/admin/i18n';

type Props = { page: number; pages: number; href: (page: number) => string };

/** Previous / next links of a list; the page's other filters stay in the URL. */
export async function Pagination({ page, pages, href }: Props) {
  if (pages <= 1) return null;
  const t = await getAdminT('common');
  const link = 'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100';
  return (
    <nav aria-label={t('pageOf', { page, pages })} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? <Link href={href(page - 1)} className={link} rel="prev">{t('previous')}</Link> : <span />}
      <span className="text-sm text-ink-muted">{t('pageOf', { page, pages })}</span>
      {page < pages ? <Link href={href(page + 1)} className={link} rel="next">{t('next')}</Link> : <span />}
    </nav>
  );
}
