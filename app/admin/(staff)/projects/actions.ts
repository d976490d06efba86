'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { confirmed, idSchema, versionSchema } from '@/lib/admin/form-schema';
import { projectFormSchema } from '@/lib/admin/projects/schema';
import { createProject, deleteProject, discardProjectDraft, makeMainProjectPicture, projectType, removeProjectPicture, saveProject, setProjectPublished } from '@/lib/admin/projects/service';
import { actorOf } from '@/lib/admin/session';
import { scheduleActions } from '@/lib/admin/content/schedule-actions';

// The reference projects' server actions (lib/admin/action.ts). lib/admin/projects/service.ts writes the audit
// entry in the change's transaction and refreshes the public pages.

const PROJECTS = ['/admin/projects'];

/** Where a project's own buttons return: its edit page, with what happened in the query (read by the page). */
const projectPage = (id: unknown, query: string) => `/admin/projects/${encodeURIComponent(String(id ?? ''))}?${query}`;
/** The project's photos page, where the upload and the photo buttons are and come back to. */
const picturesPage = (id: unknown, query: string) => `/admin/projects/${encodeURIComponent(String(id ?? ''))}/pictures?${query}`;

export const saveProjectAction = staffAction({
  area: 'projects',
  schema: projectFormSchema,
  run: (input, staff) => (input.id ? saveProject(actorOf(staff), input) : createProject(actorOf(staff), input)),
  revalidate: PROJECTS,
  done: (result, input) =>
    input.intent === 'pictures' ? { redirect: picturesPage(result.id, '') } : input.id ? {} : { redirect: `/admin/projects/${result.id}?done=created` },
});

const recordButton = z.object({ id: idSchema, version: versionSchema });

export const setProjectPublishedAction = staffAction({
  area: 'projects',
  schema: recordButton.extend({ published: z.enum(['true', 'false']) }),
  run: (input, staff) => setProjectPublished(actorOf(staff), input.id, input.version, input.published === 'true'),
  revalidate: PROJECTS,
  done: (_, input) => ({ redirect: projectPage(input.id, `done=${input.published === 'true' ? 'published' : 'unpublished'}`) }),
  // Refused for completeness: the page's checklist names what each language lacks.
  back: (code, sent) => projectPage(sent.id, `error=${code}`),
});

/** "Discard draft": the editor shows the published project again. */
export const discardProjectDraftAction = staffAction({
  area: 'projects',
  schema: recordButton.extend({ confirm: confirmed() }),
  run: (input, staff) => discardProjectDraft(actorOf(staff), input.id, input.version),
  revalidate: PROJECTS,
  done: (_, input) => ({ redirect: projectPage(input.id, 'done=discarded') }),
  back: (code, sent) => projectPage(sent.id, `error=${code}`),
});

/** Makes a picture the main one, or removes it (intent=main|remove). */
export const projectPictureAction = staffAction({
  area: 'projects',
  schema: recordButton.extend({ url: z.string().min(1).max(300), intent: z.enum(['main', 'remove']) }),
  run: (input, staff) => (input.intent === 'main' ? makeMainProjectPicture : removeProjectPicture)(actorOf(staff), input.id, input.version, input.url),
  revalidate: PROJECTS,
  done: (_, input) => ({ redirect: picturesPage(input.id, `done=${input.intent === 'main' ? 'pictureMain' : 'pictureRemoved'}`) }),
  back: (code, sent) => picturesPage(sent.id, `pictureError=${code}`),
});

/** Deletes only with the "I understand" box ticked (the confirmation step, without JavaScript too). */
export const deleteProjectAction = staffAction({
  area: 'projects',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: (input, staff) => deleteProject(actorOf(staff), input.id),
  revalidate: PROJECTS,
  done: () => ({ redirect: '/admin/projects?done=deleted' }),
  back: (code, sent) => projectPage(sent.id, `error=${code}`),
});

// "Publish at" / "Unpublish at" on a reference's publishing panel, and their "Cancel".
const projectSchedule = scheduleActions({ area: 'projects', type: projectType, page: projectPage, revalidate: PROJECTS });
export const scheduleProjectAction = projectSchedule.schedule;
export const cancelProjectScheduleAction = projectSchedule.cancel;
