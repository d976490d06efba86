import 'server-only';
import { revalidatePath } from 'next/cache';
import { actorOf, type Staff } from '@/lib/admin/session';
import { redirectTo } from '@/lib/http/redirect';
import { readMultipartForm } from '@/lib/http/multipart';
import { createDocument, updateDocument } from './service';
import { deleteUnusedDocumentFile, storeDocumentFile } from '@/lib/documents/files';
import { MAX_REGISTRY_URL } from '@/lib/documents/conformity';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';
import { readForm } from '../form-schema';
import { documentFormSchema } from './schema';

// The document form's request, for the two route handlers it posts to (new, edit): a plain multipart form, so it
// works without JavaScript, answered with 303 back to a page that says what happened. A route handler, not a
// server action: server actions take at most 1 MB, and the limit stays as it is for the public forms.

/** The form's own fields, echoed back after a refusal so nothing typed is lost (the file must be chosen again). */
const ECHOED = ['type', 'language', 'validUntil', 'registrationNumber', 'technicalRegulations', 'issuedOn', 'holder', 'registryUrl', 'titles.it', 'titles.ru', 'titles.en', 'productIds', 'categoryIds'];

/** Longest value echoed: the longest any field accepts (the registry link, MAX_REGISTRY_URL), so a kept value is never cut. */
const ECHO_MAX = MAX_REGISTRY_URL;

function back(path: string, query: URLSearchParams): Response {
  return redirectTo(`${path}?${query}`);
}

function refusal(path: string, code: string, form?: FormData, fieldErrors: Record<string, string> = {}): Response {
  const query = new URLSearchParams({ error: code });
  for (const [field, error] of Object.entries(fieldErrors)) query.append(`e.${field}`, error);
  if (form) for (const key of ECHOED) for (const value of form.getAll(key)) if (typeof value === 'string') query.append(key, value.slice(0, ECHO_MAX));
  return back(path, query);
}

/** Creates a document (`id` absent: the file is required) or saves one (the file replaces the old one if given). */
export async function handleDocumentForm(request: Request, staff: Staff, id?: string): Promise<Response> {
  const formPath = id ? `/admin/documents/${encodeURIComponent(id)}` : '/admin/documents/new';
  // Counted while it streams in: a 300 MB post, declared or chunked, is never buffered.
  const read = await readMultipartForm(request, MAX_DOCUMENT_BYTES);
  if (!read.ok) return refusal(formPath, read.code);
  const { form } = read;
  const parsed = readForm(form, documentFormSchema);
  if (!parsed.ok) return refusal(formPath, parsed.code, form, parsed.fieldErrors);
  if (id && parsed.value.version === undefined) return refusal(formPath, 'CONFLICT');

  const upload = form.get('file');
  const hasFile = upload instanceof File && upload.size > 0;
  if (!hasFile && !id) return refusal(formPath, 'EMPTY', form);
  if (hasFile && upload.size > MAX_DOCUMENT_BYTES) return refusal(formPath, 'TOO_LARGE', form);
  const stored = hasFile ? await storeDocumentFile(Buffer.from(await upload.arrayBuffer())) : null;
  if (stored && !stored.ok) return refusal(formPath, stored.code, form);
  const file = stored?.ok ? { fileKey: stored.fileKey, fileSize: stored.fileSize } : undefined;

  const actor = actorOf(staff);
  const result = id ? await updateDocument(actor, id, parsed.value.version!, parsed.value, file) : await createDocument(actor, parsed.value, file!);
  if (!result.ok) {
    // Nothing refers to the file just stored (unless another document has the same one): remove it.
    if (file) await deleteUnusedDocumentFile(file.fileKey);
    // After a conflict the page shows the other person's save, with the new version: echoing what was typed over
    // it would let a second click overwrite that save unseen.
    return refusal(formPath, result.code, result.code === 'CONFLICT' ? undefined : form);
  }
  revalidatePath('/admin/documents', 'layout');
  return back(`/admin/documents/${encodeURIComponent(result.id)}`, new URLSearchParams({ done: id ? 'saved' : 'created' }));
}
