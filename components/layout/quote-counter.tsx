import { QuoteListIcon } from '@/components/ui/icons';
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
      <QuoteListIcon />
      <span className="sr-only">{label}</span>
      <QuoteCountBadge />
    </a>
  );
}
