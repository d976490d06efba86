import { routing } from '@/i18n/routing';
import { sitemapResponse } from '@/lib/seo/sitemap-response';

// The default locale has no prefix, so its sitemap lives at the root.
export const revalidate = 3600;

export function GET() {
  return sitemapResponse(routing.defaultLocale);
}
