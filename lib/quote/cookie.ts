import type { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { QUOTE_COUNT_COOKIE } from './count-cookie';
import { QUOTE_COOKIE, QUOTE_COOKIE_MAX_AGE, serializeQuote, type QuoteLine } from './list';

type Jar = Awaited<ReturnType<typeof cookies>>;

/**
 * Writes the visitor's list and its count, or deletes both when the list is empty: the one place the two cookies
 * change, so the header's counter never disagrees with the list. The list is for the server only; the count is
 * readable by the page's scripts and says nothing but a number.
 */
export function writeQuote(jar: Jar, lines: QuoteLine[]) {
  if (!lines.length) {
    jar.delete(QUOTE_COOKIE);
    jar.delete(QUOTE_COUNT_COOKIE);
    return;
  }
  const options = { sameSite: 'lax', secure: env.SITE_URL.startsWith('https:'), path: '/', maxAge: QUOTE_COOKIE_MAX_AGE } as const;
  jar.set(QUOTE_COOKIE, serializeQuote(lines), { ...options, httpOnly: true });
  jar.set(QUOTE_COUNT_COOKIE, String(lines.length), { ...options, httpOnly: false });
}
