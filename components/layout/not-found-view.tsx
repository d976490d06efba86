import { useTranslations } from 'next-intl';
import { BRAND } from '@/lib/constants';
import { NotFoundContent } from './not-found-content';

/** The 404 page's title and body, inside the locale's layout (header, footer, lang). */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  return (
    <>
      {/* React hoists it into <head>; the layout sets no title of its own, so this is the page's only one. */}
      <title>{`${t('title')} | ${BRAND.name}`}</title>
      <NotFoundContent />
    </>
  );
}
