import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * The one way to refresh the catalogue after its data changed (the API below, a future back office):
 * every page under [locale] (the header menu lists categories on all of them), the sitemaps and the API.
 */
export function revalidateCatalogue(): void {
  revalidatePath('/[locale]', 'layout');
  revalidatePath('/sitemap.xml');
  revalidatePath('/[locale]/sitemap.xml', 'page');
  revalidatePath('/api/categories');
}
