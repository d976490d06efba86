import 'server-only';
import { db } from '@/lib/db';
import { usedInHistory } from '@/lib/admin/content/versions';
import { uploadStorage } from '@/lib/storage/uploads';
import { DOCUMENTS_PREFIX, documentFileKey } from './file-key';
import { checkPdf, type PdfError } from './rules';

export { DOCUMENTS_PREFIX };

/** Checks an upload by its content and stores it under `documents/<sha256 prefix>.pdf`. */
export async function storeDocumentFile(bytes: Buffer): Promise<{ ok: true; fileKey: string; fileSize: number } | { ok: false; code: PdfError }> {
  const problem = checkPdf(bytes);
  if (problem) return { ok: false, code: problem };
  const fileKey = documentFileKey(bytes);
  await uploadStorage().put(fileKey, bytes, 'application/pdf');
  return { ok: true, fileKey, fileSize: bytes.length };
}

/**
 * Removes a stored PDF once no document, no draft and no version of a document's history refers to it (the same
 * file may be uploaded twice; a restore may bring an old one back).
 */
export async function deleteUnusedDocumentFile(fileKey: string): Promise<void> {
  if (!fileKey.startsWith(DOCUMENTS_PREFIX)) return;
  if ((await db.document.count({ where: { fileKey } })) > 0) return;
  if (await usedInHistory(db, 'document', fileKey)) return;
  await uploadStorage().delete(fileKey);
}
