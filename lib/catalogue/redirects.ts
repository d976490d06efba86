import 'server-only';
import { db } from '@/lib/db';

export type SlugEntity = 'product' | 'category';

/**
 * The current slug of a product or category that was once reachable under `slug` (a SlugRedirect written
 * when staff changed the slug), or null. The pages answer the old URL with a permanent redirect to it.
 */
export async function currentSlugFor(entity: SlugEntity, slug: string): Promise<string | null> {
  const redirect = await db.slugRedirect.findUnique({ where: { entity_fromSlug: { entity, fromSlug: slug } } });
  if (!redirect) return null;
  const target =
    entity === 'product'
      ? await db.product.findUnique({ where: { id: redirect.targetId }, select: { slug: true } })
      : await db.category.findUnique({ where: { id: redirect.targetId }, select: { slug: true } });
  return target && target.slug !== slug ? target.slug : null;
}
