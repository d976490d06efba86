import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { datasheetPath } from '@/lib/datasheet/path';

type Props = { slug: string; className?: string };

/**
 * "Download the datasheet": a plain link to the PDF (no JavaScript needed). `download` saves it instead of
 * opening it; the server's Content-Disposition names the file ("Aeris-Clima_WS-35R32_ru.pdf").
 */
export async function DatasheetLink({ slug, className = '' }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Datasheet'), getLocale()]);
  return (
    <a
      href={datasheetPath(slug, locale)}
      download
      type="application/pdf"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: `-ml-3 ${className}` })}
      data-testid="datasheet-link"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="shrink-0">
        <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M12 11v6M9 14l3 3 3-3" />
      </svg>
      {/* Wrapped on a narrow phone, the words read from the left like the text around them. */}
      <span className="text-left">
        {t('download')} <span className="font-normal text-ink-muted">({t('downloadFormat')})</span>
      </span>
    </a>
  );
}
