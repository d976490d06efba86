'use client';

import { useQuoteCount } from '@/lib/browser/quote-count';

type Props = { label: string; href: string };

/**
 * The header's way to the quote list, on every page: a link (the server's HTML, so static pages stay static and
 * it works without scripts) whose number is read in the browser from the readable count cookie and changes at
 * once when a product is added in place. A plain anchor (the quote page is per request: nothing to prefetch), so
 * every page's first load carries only the few lines here.
 */
export function QuoteCounter({ label, href }: Props) {
  const count = useQuoteCount();
  const shown = count ? (count > 99 ? '99+' : String(count)) : null;
  return (
    <a
      href={href}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
      aria-label={shown ? `${label}: ${shown}` : label}
      data-testid="quote-counter"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M9 4h6v3H9z" />
        <path d="M9 5.5H6.5A1.5 1.5 0 0 0 5 7v12.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V7a1.5 1.5 0 0 0-1.5-1.5H15" />
        <path d="M9 12h6M9 16h4" />
      </svg>
      {shown ? (
        <span aria-hidden="true" className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums" data-testid="quote-count">
          {shown}
        </span>
      ) : null}
    </a>
  );
}
