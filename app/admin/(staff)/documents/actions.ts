'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { deleteDocument, discardDocumentDraft, documentType, setDocumentPublished } from '@/lib/admin/documents/service';
import { confirmed, idSchema, versionSchema } from '@/lib/admin/form-schema';
import { actorOf } from '@/lib/admin/session';
import { scheduleActions } from '@/lib/admin/content/schedule-actions';

// The documents' server actions (lib/admin/action.ts); creating and saving post files to app/api/admin/documents.

/** Deletes a document and its file, only with the "I understand" box ticked (the second step, also without JavaScript). */
export const deleteDocumentAction = staffAction({
  area: 'documents',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: (input, staff) => deleteDocument(actorOf(staff), input.id),
  revalidate: ['/admin/documents'],
  done: () => ({ redirect: '/admin/documents?done=deleted' }),
  back: (code, sent) => `/admin/documents/${encodeURIComponent(String(sent.id ?? ''))}?error=${code}`,
});

/** Where a document's own buttons return: its page, with what happened in the query. */
const documentPage = (id: unknown, query: string) => `/admin/documents/${encodeURIComponent(String(id ?? ''))}?${query}`;
const recordButton = z.object({ id: idSchema, version: versionSchema });

/** Publishes (or "Publish changes") and withdraws; refused for completeness, the page's checklist says why. */
export const setDocumentPublishedAction = staffAction({
  area: 'documents',
  schema: recordButton.extend({ published: z.enum(['true', 'false']) }),
  run: (input, staff) => setDocumentPublished(actorOf(staff), input.id, input.version, input.published === 'true'),
  revalidate: ['/admin/documents'],
  done: (_, input) => ({ redirect: documentPage(input.id, `done=${input.published === 'true' ? 'published' : 'unpublished'}`) }),
  back: (code, sent) => documentPage(sent.id, `error=${code}`),
});

export const discardDocumentDraftAction = staffAction({
  area: 'documents',
  schema: recordButton.extend({ confirm: confirmed() }),
  run: (input, staff) => discardDocumentDraft(actorOf(staff), input.id, input.version),
  revalidate: ['/admin/documents'],
  done: (_, input) => ({ redirect: documentPage(input.id, 'done=discarded') }),
  back: (code, sent) => documentPage(sent.id, `error=${code}`),
});

// "Publish at" / "Unpublish at" on a document's publishing panel, and their "Cancel".
const documentSchedule = scheduleActions({ area: 'documents', type: documentType, page: documentPage, revalidate: ['/admin/documents'] });
export const scheduleDocumentAction = documentSchedule.schedule;
export const cancelDocumentScheduleAction = documentSchedule.cancel;
