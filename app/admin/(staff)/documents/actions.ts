'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { idSchema } from '@/lib/admin/record-ids';
import { actorOf, requireStaffAction } from '@/lib/admin/session';
import { db } from '@/lib/db';
import { deleteDocument } from '@/lib/admin/documents/service';
import { deleteUnusedDocumentFile } from '@/lib/documents/files';
import { revalidateDocuments } from '@/lib/documents/library';

// The documents' one server action (creating and saving post files, to app/api/admin/documents).


/** Deletes a document and its file, only with the "I understand" box ticked (the second step, also without JavaScript). */
export async function deleteDocumentAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('documents');
  const id = idSchema.parse(formData.get('id'));
  const page = `/admin/documents/${encodeURIComponent(id)}`;
  if (formData.get('confirm') !== 'yes') redirect(`${page}?error=CONFIRM`);
  const result = await deleteDocument(db, actorOf(staff), id);
  if (!result.ok) redirect(`${page}?error=${result.code}`);
  if (result.oldFileKey) await deleteUnusedDocumentFile(db, result.oldFileKey);
  revalidateDocuments();
  revalidatePath('/admin/documents', 'layout');
  redirect('/admin/documents?done=deleted');
}
