import { QuoteCountBadge } from './quote-count-badge';

type Props = { label: string; href: string };

/**
 * The header's way to the quote list, on every page: a link in the server's HTML (static pages stay static; it
 * works without scripts). Only its number is the browser's (QuoteCountBadge, read from the readable count cookie),
 * so every page's first load carries a few lines of script for it. A plain anchor: the quote page is per request,
 * nothing to prefetch.
 */
export function QuoteCounter({ label, href }: Props) {
  return (
    <a href={href} className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50" data-testid="quote-counter">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M9 4h6v3H9z" />
        <path d="M9 5.5H6.5A1.5 1.5 0 0 0 5 7v12.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V7a1.5 1.5 0 0 0-1.5-1.5H15" />
        <path d="M9 12h6M9 16h4" />
      </svg>
      <span className="sr-only">{label}</span>
      <QuoteCountBadge />
    </a>
  );
}
