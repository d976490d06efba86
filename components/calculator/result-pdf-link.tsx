import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { CalculatorInput } from '@/lib/calculator/cooling-load';
import { calculatorPdfPath } from '@/lib/calculator/paths';

type Props = { input: CalculatorInput; className?: string };

/**
 * "Download as PDF": a plain link to the result on one A4 page (no JavaScript needed), with the values of the
 * result shown. The server's Content-Disposition names the file ("Aeris-Clima_calcolo-potenza_8.25kW_it.pdf").
 */
export async function ResultPdfLink({ input, className = '' }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Calculator.pdf'), getLocale()]);
  return (
    <a
      href={calculatorPdfPath(input, locale)}
      download
      type="application/pdf"
      rel="nofollow"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: `-ml-3 ${className}` })}
      data-testid="calculator-pdf-link"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="shrink-0">
        <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M12 11v6M9 14l3 3 3-3" />
      </svg>
      <span className="text-left">
        {t('download')} <span className="font-normal text-ink-muted">({t('downloadFormat')})</span>
      </span>
    </a>
  );
}
