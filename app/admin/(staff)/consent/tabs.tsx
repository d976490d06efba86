import Link from 'next/link';
import { getAdminT } from '@/lib/admin/i18n';

const TAB = 'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** The consent area's two screens: the documents, and the requests of the people whose data we hold. */
export async function ConsentTabs({ current }: { current: 'documents' | 'requests' }) {
  const t = await getAdminT('consent');
  return (
    <nav aria-label={t('menu')} className="mb-4 flex flex-wrap gap-2">
      <Link href="/admin/consent" aria-current={current === 'documents' ? 'page' : undefined} className={TAB}>
        {t('documentsTab')}
      </Link>
      <Link href="/admin/consent/requests" aria-current={current === 'requests' ? 'page' : undefined} className={TAB}>
        {t('requests.title')}
      </Link>
    </nav>
  );
}
