'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { deleteDocument } from '@/lib/admin/documents/service';
import { confirmed, idSchema } from '@/lib/admin/form-schema';
import { actorOf } from '@/lib/admin/session';
import { deleteUnusedDocumentFile } from '@/lib/documents/files';
import { revalidateDocuments } from '@/lib/documents/library';

// The documents' one server action (lib/admin/action.ts); creating and saving post files to app/api/admin/documents.

/** Deletes a document and its file, only with the "I understand" box ticked (the second step, also without JavaScript). */
export const deleteDocumentAction = staffAction({
  area: 'documents',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: async (input, staff) => {
    const result = await deleteDocument(actorOf(staff), input.id);
    if (result.ok && result.oldFileKey) await deleteUnusedDocumentFile(result.oldFileKey);
    if (result.ok) revalidateDocuments();
    return result;
  },
  revalidate: ['/admin/documents'],
  done: () => ({ redirect: '/admin/documents?done=deleted' }),
  back: (code, sent) => `/admin/documents/${encodeURIComponent(String(sent.id ?? ''))}?error=${code}`,
});
