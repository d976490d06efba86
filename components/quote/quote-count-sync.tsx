'use client';

import { useEffect } from 'react';
import { syncQuoteCount } from '@/lib/browser/quote-change';

/** On the quote page: the header's count follows the lines the page shows (nothing rendered). */
export function QuoteCountSync({ count, maxAgeSeconds }: { count: number; maxAgeSeconds: number }) {
  useEffect(() => syncQuoteCount(count, maxAgeSeconds), [count, maxAgeSeconds]);
  return null;
}
