import { isLocale } from '@/i18n/routing';
import { NOT_FOUND_CACHE_CONTROL } from '@/lib/server/not-found.mjs';
import { contentDisposition } from '@/lib/datasheet/file-name';
import { datasheetPath } from '@/lib/datasheet/path';
import { redirectTo } from '@/lib/http/redirect';
import { renderDatasheet } from '@/lib/datasheet/render';

type Context = { params: Promise<{ locale: string; slug: string }> };

// Made on the first request for a product and locale, then served from Next's cache (x-nextjs-cache: HIT) like
// the product pages: regenerated when the catalogue changes (lib/catalogue/revalidate.ts) and at most hourly.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/**
 * A product that exists but is not published. (A slug that never existed gets the localized 404 page from
 * proxy.ts.) Plain text: the server swaps an HTML 404 for the 404 page only for pages, and a route's answer
 * would never finish there (lib/server/not-found.mjs holds back its end, which Next waits for).
 */
const notFound = () =>
  new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL } });

export async function GET(_request: Request, { params }: Context) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return notFound();
  const result = await renderDatasheet(slug, locale);
  if (!result.ok) {
    return result.code === 'MOVED' ? redirectTo(datasheetPath(result.slug, locale), 308) : notFound();
  }
  return new Response(new Uint8Array(result.pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(result.fileName) },
  });
}
