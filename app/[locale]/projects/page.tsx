import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProjectCard } from '@/components/projects/project-card';
import { BuildingDrawing } from '@/components/projects/building-drawing';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getPublishedProjects, hasPublishedProjects } from '@/lib/projects/queries';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

// Static, refreshed by lib/projects/revalidate.ts on every change. While nothing is published the page says
// so and is noindex (the menus and sitemaps leave it out through hasPublishedProjects).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return staticPageMetadata(locale, 'projects', '/projects', { noindex: !(await hasPublishedProjects()) });
}

export default async function ProjectsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, projects] = await Promise.all([getTranslations('Projects'), getPublishedProjects(locale)]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {projects.length === 0 ? (
          <section aria-labelledby="projects-empty" className="mx-auto grid max-w-4xl items-center gap-8 rounded-xl border border-ink-line p-6 sm:p-8 md:grid-cols-[1fr_14rem]" data-testid="projects-empty">
            <div>
              <h2 id="projects-empty" className="text-xl font-bold text-brand-900 sm:text-2xl">
                {t('empty.title')}
              </h2>
              <p className="mt-3 max-w-prose leading-relaxed text-ink-muted">{t('empty.text')}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link href="/contacts" className={buttonClasses()}>
                  {t('empty.contact')}
                </Link>
                <Link href="/product" className={buttonClasses({ variant: 'outline' })}>
                  {t('empty.catalogue')}
                </Link>
              </div>
            </div>
            <BuildingDrawing className="hidden h-auto w-full rounded-lg md:block" />
          </section>
        ) : (
          <>
            <h2 className="sr-only">{t('count', { count: projects.length })}</h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-list">
              {projects.map((project, index) => (
                <li key={project.slug}>
                  <ProjectCard project={project} eager={index === 0} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
