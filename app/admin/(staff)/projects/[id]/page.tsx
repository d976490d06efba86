import { RecordHeader } from '@/components/admin/record-header';
import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { deleteProjectAction, projectPictureAction, setProjectPublishedAction } from '@/app/admin/(staff)/projects/actions';
import { PicturesSection } from '@/components/admin/pictures-section';
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

      <PicturesSection
        area="projects"
        hint={t('pictures.hint', { mb: MAX_PICTURE_BYTES / 1024 / 1024, max: MAX_PROJECT_PICTURES })}
        record={project}
        action={projectPictureAction}
        uploadUrl={project.pictures.length < MAX_PROJECT_PICTURES ? `/api/admin/projects/${project.id}/pictures` : null}
        notice={<Notice area="projects" params={query} place="pictures" />}
        fit="cover"
      />

      <DeleteSection title={t('delete.title')} hint={t('delete.hint')}>
        <ConfirmAction action={deleteProjectAction} hidden={{ id: project.id }} confirm={t('delete.confirm', { name })} button={t('delete.button')} testId="delete-project" />
      </DeleteSection>
    </>
  );
}
