import type { NextRequest } from 'next/server';
import { isLocale } from '@/i18n/routing';
import { renderCalculatorPdf } from '@/lib/calculator/pdf';
import { contentDisposition } from '@/lib/datasheet/file-name';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/http/client-ip';
import { takeRateLimit } from '@/lib/http/rate-limit';
import { redirectTo } from '@/lib/http/redirect';
import { NOT_FOUND_CACHE_CONTROL } from '@/lib/server/not-found.mjs';
import { localizedPath } from '@/lib/seo/urls';

type Context = { params: Promise<{ locale: string }> };

// The calculator's result as a one-page PDF (docs/decisions/0094-calculator-pdf.md): made per request from the
// query, like the result page it prints, and like it never indexed (nor in a sitemap: lib/seo lists pages only).
// A render holds the process for a few hundred milliseconds, so each client has a budget of them.

/**
 * PDFs a client may have made in a minute: a visitor prints a few results, a loop of requests gets 429s (or the
 * forms' budget, RATE_LIMIT_PER_MINUTE, when that is higher, as on the test servers).
 */
const PDFS_PER_MINUTE = 10;

const notFound = () =>
  new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });

export async function GET(request: NextRequest, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale)) return notFound();
  const { searchParams, search } = request.nextUrl;
  const query = Object.fromEntries([...new Set(searchParams.keys())].map((key) => [key, searchParams.getAll(key)]));
  const retryAfter = await takeRateLimit('calculator-pdf', clientIp(request), Math.max(PDFS_PER_MINUTE, env.RATE_LIMIT_PER_MINUTE));
  if (retryAfter !== null) {
    return new Response('Too Many Requests\n', { status: 429, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } });
  }
  const result = await renderCalculatorPdf(query, locale);
  // No result to print: the calculator with the same values, which shows what is missing or wrong.
  if (!result.ok) return redirectTo(`${localizedPath('/calculator', locale)}${search}`, 303, { 'X-Robots-Tag': 'noindex' });
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(result.fileName),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
