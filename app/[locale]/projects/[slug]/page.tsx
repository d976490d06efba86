import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { MapPinIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { typeset } from '@/components/ui/typeset';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getProject, getProjectPreview, getPublishedProjectSlugs } from '@/lib/projects/queries';
import { isPreview } from '@/lib/admin/content/preview';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { localizedPath } from '@/lib/seo/urls';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Static: the published projects are built with the site, a new one on its first visit; lib/projects/revalidate.ts
// refreshes a page when its project (or a product it lists) changes. proxy.ts answers unknown slugs with the 404.
export async function generateStaticParams() {
  return (await getPublishedProjectSlugs()).map((slug) => ({ slug }));
}

/** The project as this request sees it: the published one, or in preview (staff only) the working copy. */
async function projectFor(slug: string, locale: Awaited<ReturnType<typeof pageLocale>>) {
  const preview = await isPreview('projects');
  return { preview, project: preview ? await getProjectPreview(slug, locale) : await getProject(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { project } = await projectFor(slug, locale);
  if (!project) return {};
  const t = await getTranslations('Projects');
  return buildMetadata({
    locale,
    path: `/projects/${project.slug}`,
    // The city says where at a glance in search results, unless the title already names it.
    title: project.title.includes(project.city) ? project.title : `${project.title}, ${project.city}`,
    description: project.summary,
    keywords: [project.title, project.city, project.countryName, t(`buildingTypes.${project.buildingType}`), ...project.products.map((p) => p.modelCode)].join(', '),
    ...(project.picture ? { image: project.picture } : {}),
  });
}

export default async function ProjectPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { preview, project } = await projectFor(slug, locale);
  if (!project) notFound();
  const [t, nav] = await Promise.all([getTranslations('Projects'), getTranslations('Nav')]);
  const lang = project.textLocale;
  return (
    <>
      {preview ? <PreviewBanner path={localizedPath(`/projects/${project.slug}`, locale)} /> : null}
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Breadcrumbs items={[{ label: nav('home'), href: '/' }, { label: t('title'), href: '/projects' }, { label: project.title }]} />
        <header className="max-w-4xl">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{t(`buildingTypes.${project.buildingType}`)}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-brand-900 sm:text-4xl" lang={lang}>
            {typeset(project.title)}
          </h1>
          <p className="mt-3 flex items-start gap-1.5 text-ink-muted">
            <MapPinIcon className="mt-1 size-4 shrink-0" />
            <span>
              {project.city}, {project.countryName}
              {project.year ? <> · {project.year}</> : null}
            </span>
          </p>
          {lang !== locale ? (
            <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-ink-muted" data-testid="text-in-italian">
              {t('textInItalian')}
            </p>
          ) : null}
        </header>

        <div className={project.pictures.length ? 'mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]' : 'mt-8 max-w-3xl'}>
          {project.pictures.length ? <Pictures pictures={project.pictures} alt={(number) => t('pictureAlt', { title: project.title, number, count: project.pictures.length })} /> : null}
          <div>
            <p className="text-lg leading-relaxed text-ink" lang={lang}>
              {project.summary}
            </p>
            <dl className="mt-6 divide-y divide-ink-line border-y border-ink-line text-sm" data-testid="project-facts">
              <Fact label={t('facts.location')}>
                {project.city}, {project.countryName}
              </Fact>
              <Fact label={t('facts.buildingType')}>{t(`buildingTypes.${project.buildingType}`)}</Fact>
              {project.year ? <Fact label={t('facts.year')}>{project.year}</Fact> : null}
            </dl>
          </div>
        </div>

        {project.description ? (
          <section aria-labelledby="about" className="mt-12">
            <h2 id="about" className="text-xl font-bold text-brand-900">
              {t('about')}
            </h2>
            <div className="mt-3 max-w-prose space-y-4 leading-relaxed" lang={lang} data-testid="project-description">
              {project.description.split(/\n{2,}/).map((paragraph, index) => (
                // The text's paragraphs in order: the same paragraph may come twice.
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        ) : null}

        {project.products.length ? (
          <section aria-labelledby="products-used" className="mt-12">
            <h2 id="products-used" className="text-xl font-bold text-brand-900">
              {t('productsUsed')}
            </h2>
            <p className="mt-1 text-ink-muted">{t('productsUsedLead')}</p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="products-used">
              {project.products.map((product) => (
                <li key={product.slug} className="relative flex items-center gap-3 rounded-xl border border-ink-line bg-white p-3 hover:border-brand-300 hover:shadow-md">
                  <Picture src={product.picture} alt="" width={480} height={360} className="aspect-[4/3] w-24 shrink-0 rounded-md bg-brand-50 object-contain" />
                  <div className="min-w-0">
                    <p className="font-mono text-sm font-semibold text-accent-700">{product.modelCode}</p>
                    <Link href={`/product/${product.slug}`} prefetch={false} className="font-semibold text-brand-900 after:absolute after:inset-0 hover:underline">
                      {typeset(product.name)}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="mt-12">
          <Link href="/projects" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            ← {t('allProjects')}
          </Link>
        </p>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** An uploaded photo's two sizes as width candidates, so the browser takes the one the layout needs. */
const widths = (src: string) => (/^\/uploads\/.+-480\.webp$/.test(src) ? `${src} 480w, ${src.replace(/-480\.webp$/, '-960.webp')} 960w` : undefined);

/** The photos: the first large (the page's largest paint), the others two by two beneath it. */
function Pictures({ pictures, alt }: { pictures: string[]; alt: (number: number) => string }) {
  const [first, ...others] = pictures as [string, ...string[]];
  return (
    <div className="space-y-4" data-testid="project-pictures">
      <Picture
        src={first}
        srcSet={widths(first)}
        sizes="(min-width: 1280px) 730px, (min-width: 1024px) 58vw, 100vw"
        alt={alt(1)}
        width={480}
        height={360}
        priority
        className="aspect-[4/3] w-full rounded-xl border border-ink-line bg-brand-50 object-cover"
      />
      {others.length ? (
        <ul className="grid grid-cols-2 gap-4">
          {others.map((picture, index) => (
            <li key={picture}>
              <Picture
                src={picture}
                srcSet={widths(picture)}
                sizes="(min-width: 1280px) 360px, (min-width: 1024px) 29vw, 50vw"
                alt={alt(index + 2)}
                width={480}
                height={360}
                className="aspect-[4/3] w-full rounded-lg border border-ink-line bg-brand-50 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
