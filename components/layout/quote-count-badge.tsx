'use client';

import { useQuoteCount } from '@/lib/browser/quote-count';

/** The number on the header's quote link; nothing before scripts run or while the list is empty. */
export function QuoteCountBadge() {
  const count = useQuoteCount();
  if (!count) return null;
  return (
    <span className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums" data-testid="quote-count">
      <span className="sr-only">: </span>
      {count > 99 ? '99+' : count}
    </span>
  );
}
