// Where uploaded files live, behind a small interface so that another backend (an S3 bucket…) can be added
// without touching the upload code or the route that serves the files.

export type StoredFile = { data: Buffer; contentType: string };

export interface FileStorage {
  /** Writes `data` under `key` (a relative path such as "products/ab12-480.webp"), replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are lower-case relative paths of letters, digits, dashes and underscores, with one extension: nothing can
 * climb out of the store. A name is at most 120 characters and a key 240 (ours are a folder and a hash): a longer
 * one is a key nobody stored, answered "not found" before any file system, whose own limit (255 per name) would
 * throw.
 */
const KEY = /^[a-z0-9][a-z0-9_-]{0,114}(\/[a-z0-9][a-z0-9_-]{0,114})*\.(webp|png|jpg|pdf)$/;
const MAX_KEY = 240;

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY && KEY.test(key);
}

export const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
