import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadKeyOf, uploadStorage } from '@/lib/storage/uploads';
import { PICTURE_BACKGROUND } from './styles';

// react-pdf draws PNG and JPEG only: the seed's SVG illustrations and the uploaded WebP pictures are converted
// to PNG here, at about 3 pixels per point of the box they fill (sharp enough to print). The PNG has no alpha
// channel (the picture is laid on the box's colour): PDFKit then embeds its data as it is, where transparency
// would make it decode and split every pixel in JavaScript.

export const PICTURE_PX = { width: 720, height: 540 } as const;

const IMAGES_DIR = path.join(process.cwd(), 'public', 'images');

/** The seed's illustrations are drawn on a 480 px wide canvas: this density draws them at PICTURE_PX directly. */
const SVG_DENSITY = 72 * (PICTURE_PX.width / 480);

/** A seed illustration (a handful of files): converted once per process. */
const illustrations = new Map<string, Promise<Buffer | null>>();

async function toPng(data: Buffer, svg: boolean): Promise<Buffer> {
  return sharp(data, svg ? { density: SVG_DENSITY } : {})
    .resize({ ...PICTURE_PX, fit: 'contain', background: PICTURE_BACKGROUND })
    .flatten({ background: PICTURE_BACKGROUND })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

async function illustration(publicPath: string): Promise<Buffer | null> {
  const file = path.join(IMAGES_DIR, path.normalize(publicPath.slice('/images/'.length)));
  if (!file.startsWith(IMAGES_DIR + path.sep)) return null;
  try {
    return await toPng(await fs.readFile(file), file.endsWith('.svg'));
  } catch {
    return null;
  }
}

/** The product's picture as PNG, or null when it cannot be read (the datasheet is then drawn without it). */
export async function pictureAsPng(publicPath: string): Promise<Buffer | null> {
  if (publicPath.startsWith('/images/')) {
    let png = illustrations.get(publicPath);
    if (!png) illustrations.set(publicPath, (png = illustration(publicPath)));
    return png;
  }
  const key = uploadKeyOf(publicPath);
  if (!key) return null;
  const stored = await uploadStorage().get(key).catch(() => null);
  return stored ? toPng(stored.data, false).catch(() => null) : null;
}
