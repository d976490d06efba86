import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { projectPictureAction } from '@/app/admin/(staff)/projects/actions';
import { Notice } from '@/components/admin/notice';
import { PicturesSection } from '@/components/admin/pictures-section';
import { RecordHeader } from '@/components/admin/record-header';
import { routing } from '@/i18n/routing';
import { MAX_PICTURE_BYTES } from '@/lib/admin/catalogue/pictures';
import { getAdminT } from '@/lib/admin/i18n';
import { getProjectForEdit, projectTitle as titleOf } from '@/lib/admin/projects/service';
import { requireStaffPage } from '@/lib/admin/session';
import { MAX_PROJECT_PICTURES } from '@/lib/projects/values';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, project] = await Promise.all([getAdminT('projects'), getProjectForEdit((await params).id)]);
  return { title: project ? t('pictures.page', { name: titleOf(project, routing.defaultLocale) }) : t('title') };
}

/**
 * A reference's photos, on a page of their own: its edit form saves what is typed before it comes here ("Save and
 * edit photos"), so an upload never throws typed text away. Changes go to the working copy (a draft once published).
 */
export default async function ProjectPicturesPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('projects', `/admin/projects/${id}/pictures`);
  const [t, common, project, query] = await Promise.all([getAdminT('projects'), getAdminT('common'), getProjectForEdit(id), searchParams]);
  if (!project) notFound();
  return (
    <>
      <RecordHeader
        back={{ href: `/admin/projects/${project.id}`, label: t('pictures.backToProject') }}
        title={t('pictures.page', { name: titleOf(project, staff.locale) })}
        state={`${project.published ? t('list.published') : t('list.unpublished')}${project.hasDraft ? ` · ${common('workflow.draft')}` : ''}`}
      />
      <PicturesSection
        area="projects"
        hint={t('pictures.hint', { mb: MAX_PICTURE_BYTES / 1024 / 1024, max: MAX_PROJECT_PICTURES })}
        record={project}
        action={projectPictureAction}
        uploadUrl={project.pictures.length < MAX_PROJECT_PICTURES ? `/api/admin/projects/${project.id}/pictures` : null}
        notice={<Notice area="projects" params={query} place="pictures" />}
        fit="cover"
      />
    </>
  );
}
