import { getTranslations } from 'next-intl/server';
import { exitPreviewHref } from '@/lib/admin/content/preview-path';

/**
 * The band above a page shown in preview mode (staff only): says that visitors do not see this version, and
 * leaves preview mode (a plain link: the route turns draft mode off and comes back to the same page).
 */
export async function PreviewBanner({ path }: { path: string }) {
  const t = await getTranslations('Preview');
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="preview-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <p className="font-semibold">{t('banner')}</p>
        <a href={exitPreviewHref(path)} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('exit')}
        </a>
      </div>
    </div>
  );
}
