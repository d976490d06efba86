import type { MetadataRoute } from 'next';
import { sitemapUrls } from '@/lib/seo/sitemap';

export default function robots(): MetadataRoute.Robots {
  return {
    // /_next/ stays crawlable: search engines need the scripts and styles to render the pages.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] },
    sitemap: sitemapUrls(),
  };
}
