import 'server-only';
import { env } from '@/lib/env';
import { filesystemStorage } from './filesystem';
import type { FileStorage } from './storage';

/** The URL prefix the uploads are served under (app/uploads/[...key]/route.ts). */
export const UPLOADS_URL = '/uploads';

let storage: FileStorage | undefined;

/** The store of uploaded files: the filesystem under UPLOAD_DIR (the one backend so far). */
export function uploadStorage(): FileStorage {
  storage ??= filesystemStorage(env.UPLOAD_DIR);
  return storage;
}

/** The storage key of a public URL under /uploads, or null for any other path (e.g. a seed SVG under /images). */
export function uploadKeyOf(url: string): string | null {
  return url.startsWith(`${UPLOADS_URL}/`) ? url.slice(UPLOADS_URL.length + 1) : null;
}
