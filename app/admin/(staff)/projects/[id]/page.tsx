import { RecordHeader } from '@/components/admin/record-header';
import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import { PublishPanel } from '@/components/admin/publish-panel';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cancelProjectScheduleAction, deleteProjectAction, discardProjectDraftAction, scheduleProjectAction, setProjectPublishedAction } from '@/app/admin/(staff)/projects/actions';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { previewHref } from '@/lib/admin/content/preview-path';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { countryChoices } from '@/lib/geo/countries';
import { getProjectForEdit, productChoices, projectTitle as titleOf } from '@/lib/admin/projects/service';
import { Notice } from '@/components/admin/notice';
import { ProjectForm } from '../project-form';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await getProjectForEdit((await params).id);
  return { title: project ? titleOf(project, routing.defaultLocale) : (await getAdminT('projects'))('title') };
}

/** A reference's one edit screen: publishing and its checklist, its facts, texts and products, deletion (photos on their own page). */
export default async function ProjectPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('projects', `/admin/projects/${id}`);
  const [t, common, project, products, query] = await Promise.all([getAdminT('projects'), getAdminT('common'), getProjectForEdit(id), productChoices(staff.locale), searchParams]);
  if (!project) notFound();
  const name = titleOf(project, staff.locale);
  const publicPath = getPathname({ href: `/projects/${project.liveSlug}`, locale: staff.locale });
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/projects', label: t('title') }}
        title={name}
        view={{ href: publicPath, label: t('viewPublic'), published: project.published }}
        state={`${project.published ? t('list.published') : t('list.unpublished')}${project.hasDraft ? ` · ${common('workflow.draft')}` : ''}`}
        stateTestId="project-state"
      />
      <Notice area="projects" params={query} />
      <PublishPanel
        area="projects"
        record={project}
        incomplete={project.incomplete}
        publishAction={setProjectPublishedAction}
        discardAction={discardProjectDraftAction}
        previewHref={previewHref(publicPath)}
        historyHref={`/admin/history/project/${project.id}`}
        schedule={{ entity: 'project', action: scheduleProjectAction, cancelAction: cancelProjectScheduleAction, reader: staff }}
      />
      <ProjectForm project={project} countries={countryChoices(staff.locale)} products={products} />

      <DeleteSection title={t('delete.title')} hint={t('delete.hint')}>
        <ConfirmAction action={deleteProjectAction} hidden={{ id: project.id }} confirm={t('delete.confirm', { name })} button={t('delete.button')} testId="delete-project" />
      </DeleteSection>
    </>
  );
}
