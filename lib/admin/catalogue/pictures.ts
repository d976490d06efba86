import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { readMultipartForm } from '@/lib/http/multipart';
import { uploadKeyOf, uploadStorage, UPLOADS_URL } from '@/lib/storage/uploads';

/** Largest upload accepted, in bytes: at most 10 MB. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * Largest picture accepted, in pixels (40 Mpx: a 7,000 × 5,700 photo). A few kilobytes of PNG may announce
 * 16,383² pixels, which take seconds and hundreds of megabytes to decode: the header is read first, and a
 * picture above this is refused before its pixels are.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

/**
 * The sizes written for every upload: the pages show pictures in a 480 × 360 box (components/ui/picture.tsx,
 * product page and cards); the double size serves screens with two device pixels per CSS pixel.
 */
export const PICTURE_SIZES = [
  { suffix: '480', width: 480, height: 360 },
  { suffix: '960', width: 960, height: 720 },
] as const;

export type PictureError = 'EMPTY' | 'TOO_LARGE' | 'TYPE' | 'DIMENSIONS';

/**
 * Where uploads are kept, one folder per kind of record: a record's clean-up deletes the files no record of its
 * kind shows any more, so the kinds never share a file (the same photo uploaded twice is two copies).
 */
export const PICTURE_FOLDERS = ['products', 'projects'] as const;
export type PictureFolder = (typeof PICTURE_FOLDERS)[number];

type Format = 'jpeg' | 'png' | 'webp';

/** The format the first bytes announce (JPEG, PNG, WebP), or null: the file name and declared type are ignored. */
export function sniffFormat(bytes: Uint8Array): Format | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const globalForDecode = globalThis as unknown as { aerisPictureDecode?: Promise<unknown> };

/**
 * Runs `task` once every decode before it has ended: pictures are decoded one at a time in a process, so a few
 * large uploads at once take turns instead of adding up their memory.
 */
export function oneDecodeAtATime<T>(task: () => Promise<T>): Promise<T> {
  const turn = (globalForDecode.aerisPictureDecode ?? Promise.resolve()).then(task, task);
  globalForDecode.aerisPictureDecode = turn.catch(() => undefined);
  return turn;
}

/**
 * Checks an upload by its content (magic bytes, then sharp decodes it and must agree), re-encodes it to WebP
 * at the pages' sizes and stores it under a content-hashed name. Answers the picture's URL (the 480 size).
 */
export async function storePicture(bytes: Buffer, folder: PictureFolder = 'products'): Promise<{ ok: true; url: string } | { ok: false; code: PictureError }> {
  if (bytes.length === 0) return { ok: false, code: 'EMPTY' };
  if (bytes.length > MAX_PICTURE_BYTES) return { ok: false, code: 'TOO_LARGE' };
  const sniffed = sniffFormat(bytes);
  if (!sniffed) return { ok: false, code: 'TYPE' };
  try {
    // The header only: format and size, no pixels decoded yet.
    const meta = await sharp(bytes).metadata();
    if (meta.format !== sniffed) return { ok: false, code: 'TYPE' };
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PICTURE_PIXELS) return { ok: false, code: 'DIMENSIONS' };
  } catch {
    return { ok: false, code: 'TYPE' };
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const storage = uploadStorage();
  try {
    // Only the decoding takes turns: a slow storage never holds the next upload's decode.
    const encoded = await oneDecodeAtATime(() =>
      Promise.all(
        PICTURE_SIZES.map((size) =>
          sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
            .rotate()
            .resize({ width: size.width, height: size.height, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer(),
        ),
      ),
    );
    for (const [index, size] of PICTURE_SIZES.entries()) await storage.put(`${folder}/${hash}-${size.suffix}.webp`, encoded[index]!, 'image/webp');
  } catch {
    // A file whose header decodes but whose pixels do not (truncated, corrupt).
    return { ok: false, code: 'TYPE' };
  }
  return { ok: true, url: `${UPLOADS_URL}/${folder}/${hash}-480.webp` };
}

/** Removes an uploaded picture's files (every size); seed pictures under /images are left alone. */
export async function deletePictureFiles(url: string): Promise<void> {
  const key = uploadKeyOf(url);
  const match = key ? new RegExp(`^((?:${PICTURE_FOLDERS.join('|')})/[a-f0-9]+)-480\\.webp$`).exec(key) : null;
  if (!match) return;
  await Promise.all(PICTURE_SIZES.map((size) => uploadStorage().delete(`${match[1]}-${size.suffix}.webp`)));
}

export type PictureUpload = { ok: true; url: string; version: number } | { ok: false; query: string };

/**
 * An edit page's picture upload (a plain multipart form with `picture` and `version`, so it works without
 * JavaScript): the file checked and stored under `folder`, or the query the page reads to say why not
 * (`pictureError=…`; NOT_FOUND or CONFLICT, checked before the file is, when the record is gone or changed).
 * The route handler then adds the URL to its record, under the same optimistic lock.
 */
export async function receivePictureUpload(request: Request, folder: PictureFolder, currentVersion: () => Promise<number | null>): Promise<PictureUpload> {
  const read = await readMultipartForm(request, MAX_PICTURE_BYTES);
  if (!read.ok) return { ok: false, query: `pictureError=${read.code}` };
  const { form } = read;
  const file = form.get('picture');
  const version = Number(form.get('version'));
  if (!Number.isInteger(version) || version < 1) return { ok: false, query: 'pictureError=CONFLICT' };
  // The record and the version the page was read at, before any decoding: a stale page costs no work.
  const current = await currentVersion();
  if (current === null) return { ok: false, query: 'pictureError=NOT_FOUND' };
  if (current !== version) return { ok: false, query: 'pictureError=CONFLICT' };
  if (!(file instanceof File) || file.size === 0) return { ok: false, query: 'pictureError=EMPTY' };
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, query: 'pictureError=TOO_LARGE' };
  const stored = await storePicture(Buffer.from(await file.arrayBuffer()), folder);
  return stored.ok ? { ok: true, url: stored.url, version } : { ok: false, query: `pictureError=${stored.code}` };
}
