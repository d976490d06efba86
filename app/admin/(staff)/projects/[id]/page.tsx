import { RecordHeader } from '@/components/admin/record-header';
import { ConfirmAction } from '@/components/admin/confirm-action';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deleteProjectAction, projectPictureAction, setProjectPublishedAction } from '@/app/admin/(staff)/projects/actions';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Picture } from '@/components/ui/picture';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { MAX_PICTURE_BYTES } from '@/lib/admin/catalogue/pictures';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { countryChoices } from '@/lib/geo/countries';
import { getProjectForEdit, productChoices } from '@/lib/admin/projects/service';
import { MAX_PROJECT_PICTURES } from '@/lib/projects/values';
import { Notice } from '@/components/admin/notice';
import { ProjectForm } from '../project-form';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const titleOf = (project: { slug: string; translations: { locale: string; title: string }[] }, locale: string) =>
  project.translations.find((x) => x.locale === locale && x.title)?.title || project.translations.find((x) => x.locale === routing.defaultLocale)?.title || project.slug;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await getProjectForEdit((await params).id);
  return { title: project ? titleOf(project, routing.defaultLocale) : (await getAdminT('projects'))('title') };
}

/** A reference's one edit screen: its facts, texts and products, its photos, publishing and deletion. */
export default async function ProjectPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('projects', `/admin/projects/${id}`);
  const [t, project, products, query] = await Promise.all([getAdminT('projects'), getProjectForEdit(id), productChoices(staff.locale), searchParams]);
  if (!project) notFound();
  const name = titleOf(project, staff.locale);
  const publicPath = getPathname({ href: `/projects/${project.slug}`, locale: staff.locale });
  const hidden = (
    <>
      <input type="hidden" name="id" value={project.id} />
      <input type="hidden" name="version" value={project.version} />
    </>
  );
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/projects', label: t('title') }}
        title={name}
        view={{ href: publicPath, label: t('viewPublic'), published: project.published }}
        publish={{ action: setProjectPublishedAction, id: project.id, version: project.version, published: project.published, labels: { publish: t('publish'), unpublish: t('unpublish') } }}
        state={project.published ? t('list.published') : t('list.unpublished')}
        stateTestId="project-state"
      />
      <Notice area="projects" params={query} />
      <ProjectForm project={project} countries={countryChoices(staff.locale)} products={products} />

      <section id="pictures" aria-labelledby="pictures-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="pictures-title" className="mb-2 text-lg font-semibold text-brand-900">
          {t('pictures.title')}
        </h2>
        <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('pictures.hint', { mb: MAX_PICTURE_BYTES / 1024 / 1024, max: MAX_PROJECT_PICTURES })}</p>
        <Notice area="projects" params={query} place="pictures" />
        {project.pictures.length ? (
          <ul className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="picture-list">
            {project.pictures.map((url, index) => (
              <li key={url} className="rounded-md border border-slate-200 p-2">
                <Picture src={url} alt={t('pictures.alt', { number: index + 1 })} width={480} height={360} className="aspect-[4/3] w-full bg-brand-50 object-cover" />
                <p className="mt-1 text-xs text-ink-muted">{index === 0 ? t('pictures.main') : null}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {index > 0 ? (
                    <form action={projectPictureAction}>
                      {hidden}
                      <input type="hidden" name="url" value={url} />
                      <Button type="submit" name="intent" value="main" variant="ghost" size="sm">
                        {t('pictures.makeMain')}
                      </Button>
                    </form>
                  ) : null}
                  <form action={projectPictureAction}>
                    {hidden}
                    <input type="hidden" name="url" value={url} />
                    <Button type="submit" name="intent" value="remove" variant="ghost" size="sm">
                      {t('pictures.remove', { number: index + 1 })}
                    </Button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-sm text-ink-muted">{t('pictures.none')}</p>
        )}
        {project.pictures.length < MAX_PROJECT_PICTURES ? (
          <form method="post" action={`/api/admin/projects/${project.id}/pictures`} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="version" value={project.version} />
            <div>
              <Label htmlFor="picture-file">{t('pictures.file')}</Label>
              <input id="picture-file" name="picture" type="file" accept="image/jpeg,image/png,image/webp" required className="block min-h-11 text-sm" />
            </div>
            <Button type="submit" size="sm" data-testid="picture-upload">
              {t('pictures.upload')}
            </Button>
          </form>
        ) : null}
      </section>

      <section aria-labelledby="delete-title" className="mt-8 rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-title" className="mb-2 text-lg font-semibold text-red-800">
          {t('delete.title')}
        </h2>
        <p className="mb-3 text-sm text-ink-muted">{t('delete.hint')}</p>
        <ConfirmAction action={deleteProjectAction} id={project.id} confirm={t('delete.confirm', { name })} button={t('delete.button')} testId="delete-project" />
      </section>
    </>
  );
}
