'use client';

import { QUOTE_COUNT_COOKIE } from '@/lib/quote/count-cookie';
import { quoteCountChanged, readQuoteCount } from './quote-count';

// Changes of the quote list sent by the page's scripts (the quote page and "Add to quote"), and the count cookie
// put right on the quote page. The header's counter reads the count through quote-count.ts.

/** How long the quote handler may take to answer a change sent in the background. */
const ANSWER_LIMIT_MS = 8_000;

export type QuoteAnswer = { outcome: string; count: number };

/**
 * Sends a change of the list to the quote handler in the background (the same fields its plain form posts) and
 * tells the counters. Resolves with the handler's answer, or null when it answered but refused the change (the
 * caller may then post the form as plain HTML); rejects when no answer came (network, time limit), in which case
 * the change may or may not have been made and must not be sent again blindly.
 */
export async function postQuoteChange(action: string, form: HTMLFormElement, fields: Record<string, string> = {}): Promise<QuoteAnswer | null> {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(ANSWER_LIMIT_MS) });
  const answer: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!isAnswer(answer)) return null;
  quoteCountChanged();
  return answer;
}

const isAnswer = (value: unknown): value is QuoteAnswer =>
  typeof value === 'object' && value !== null && typeof (value as QuoteAnswer).outcome === 'string' && typeof (value as QuoteAnswer).count === 'number';

/**
 * Puts the count cookie right when it disagrees with the list the quote page shows (a list kept from before the
 * counter existed, or lines whose product was since withdrawn), so the header's number follows the page.
 */
export function syncQuoteCount(count: number, maxAgeSeconds: number) {
  if (readQuoteCount() === count) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${QUOTE_COUNT_COOKIE}=${count}; path=/; max-age=${count ? maxAgeSeconds : 0}; samesite=lax${secure}`;
  quoteCountChanged();
}
