'use client';

import { useSyncExternalStore } from 'react';
import { QUOTE_COUNT_COOKIE } from '@/lib/quote/count-cookie';

// How many products the visitor's quote list holds, as the header shows it: read from the readable count cookie
// the quote handler writes, and told to every counter on the page when a script changes the list in place. Only
// what the header's counter needs is here (it is in every page's first load); sending changes is quote-change.ts.

const EVENT = 'aeris:quote-count';
export function readQuoteCount(): number {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${QUOTE_COUNT_COOKIE}=(\\d{1,3})`));
  return match ? Number(match[1]) : 0;
}

function subscribe(notify: () => void) {
  window.addEventListener(EVENT, notify);
  // Another tab may have changed the list: read again when this one comes back.
  window.addEventListener('focus', notify);
  return () => {
    window.removeEventListener(EVENT, notify);
    window.removeEventListener('focus', notify);
  };
}

/** The count (null in the server's HTML and before hydration: the counter then shows no number). */
export const useQuoteCount = (): number | null => useSyncExternalStore(subscribe, readQuoteCount, () => null);

/** Tells the page's counters that the list changed (the handler has already written the cookie). */
export const quoteCountChanged = () => window.dispatchEvent(new Event(EVENT));
