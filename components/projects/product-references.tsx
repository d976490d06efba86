import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getProjectsForProduct } from '@/lib/projects/queries';
import { ProjectCard } from './project-card';

type Props = { productSlug: string; locale: Locale };

/** A product page's "Reference projects": the published projects that used it; nothing when there are none. */
export async function ProductReferences({ productSlug, locale }: Props) {
  const projects = await getProjectsForProduct(productSlug, locale);
  if (projects.length === 0) return null;
  const t = await getTranslations('Projects');
  return (
    <section aria-labelledby="references" className="mt-14" data-testid="product-references">
      <h2 id="references" className="text-2xl font-bold text-brand-900">
        {t('onProduct.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('onProduct.lead')}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
