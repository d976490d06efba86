import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { DEALERS_TAG } from '@/lib/dealers/values';

/**
 * After every dealer change: the dealers' data (their own cache tag, expired at once so the next visitor sees
 * the change), the /dealers page in every locale and the sitemaps (their lastmod comes from dealersChangedAt).
 */
export function revalidateDealers(): void {
  revalidateTag(DEALERS_TAG, { expire: 0 });
  revalidatePath('/[locale]/dealers', 'page');
  revalidatePath('/sitemap.xml');
  revalidatePath('/[locale]/sitemap.xml', 'page');
}
