import { createHash } from 'node:crypto';

// Where a document's PDF is stored: named by its content's hash, so one file never changes under its name. No server
// code: the seed import names its sample files the same way (prisma/seed.ts).

/** The store's folder of the documents' PDFs. */
export const DOCUMENTS_PREFIX = 'documents/';

/** `documents/<first 32 hex digits of the SHA-256>.pdf`. */
export const documentFileKey = (bytes: Uint8Array) => `${DOCUMENTS_PREFIX}${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`;
