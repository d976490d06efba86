'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { idSchema, versionSchema } from '@/lib/admin/record-ids';
import { failed, succeeded, type AdminActionState } from '@/lib/admin/action-state';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import {
  createProject,
  deleteProject,
  makeMainProjectPicture,
  removeProjectPicture,
  saveProject,
  setProjectPublished,
  type ProjectResult,
} from '@/lib/admin/projects/service';
import { projectFieldErrors, projectFormInput, projectFormSchema } from '@/lib/admin/projects/schema';

// The reference projects' server actions. Each checks the session and the role first (403 and nothing changed
// otherwise), parses with the form's schema and calls lib/admin/projects/service.ts, which writes the audit entry in
// the change's transaction and refreshes the public pages.

/** The form's answer, with what was typed (React resets a form after its action: the values come back here). */
export type ProjectFormState = (NonNullable<AdminActionState> & { values?: Record<string, string>; productIds?: string[] }) | null;

function typed(formData: FormData) {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$') && key !== 'productIds') values[key] = value;
  const productIds = formData.getAll('productIds').filter((value): value is string => typeof value === 'string');
  return { values, productIds };
}

const refused = (result: Extract<ProjectResult, { ok: false }>, formData: FormData): ProjectFormState =>
  ({ ...failed(result.code, result.fieldErrors), ...typed(formData) }) as ProjectFormState;

export async function saveProjectAction(_previous: ProjectFormState, formData: FormData): Promise<ProjectFormState> {
  const staff = await requireStaffAction('projects');
  const parsed = projectFormSchema.safeParse(projectFormInput(formData));
  if (!parsed.success) return { ...failed('INVALID', projectFieldErrors(parsed.error)), ...typed(formData) } as ProjectFormState;
  const actor = actorOf(staff);
  if (!parsed.data.id) {
    const created = await createProject(actor, parsed.data);
    if (!created.ok) return refused(created, formData);
    revalidatePath('/admin/projects', 'layout');
    redirect(`/admin/projects/${created.id}?done=created`);
  }
  const saved = await saveProject(actor, parsed.data);
  if (!saved.ok) return refused(saved, formData);
  revalidatePath('/admin/projects', 'layout');
  return succeeded() as ProjectFormState;
}


/** Where a project's own actions return: its edit page, with what happened in the query (read by the page). */
const projectPage = (id: string, query: string) => `/admin/projects/${encodeURIComponent(id)}?${query}`;

function after(result: ProjectResult, id: string, done: string): never {
  revalidatePath('/admin/projects', 'layout');
  redirect(projectPage(id, result.ok ? `done=${done}` : `error=${result.code}`));
}

export async function setProjectPublishedAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('projects');
  const id = idSchema.parse(formData.get('id'));
  const version = versionSchema.safeParse(formData.get('version'));
  if (!version.success) redirect(projectPage(id, 'error=INVALID'));
  const published = formData.get('published') === 'true';
  after(await setProjectPublished(actorOf(staff), id, version.data, published), id, published ? 'published' : 'unpublished');
}

export async function projectPictureAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('projects');
  const id = idSchema.parse(formData.get('id'));
  const version = versionSchema.safeParse(formData.get('version'));
  const url = z.string().min(1).max(300).safeParse(formData.get('url'));
  if (!version.success || !url.success) redirect(projectPage(id, 'error=INVALID'));
  const main = formData.get('intent') === 'main';
  const change = main ? makeMainProjectPicture : removeProjectPicture;
  after(await change(actorOf(staff), id, version.data, url.data), id, main ? 'pictureMain' : 'pictureRemoved');
}

/** Deletes only with the "I understand" box ticked (the confirmation step, without JavaScript too). */
export async function deleteProjectAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('projects');
  const id = idSchema.parse(formData.get('id'));
  if (formData.get('confirm') !== 'yes') redirect(projectPage(id, 'error=CONFIRM'));
  const result = await deleteProject(actorOf(staff), id);
  revalidatePath('/admin/projects', 'layout');
  redirect(result.ok ? '/admin/projects?done=deleted' : projectPage(id, `error=${result.code}`));
}
