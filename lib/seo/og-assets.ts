import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';

// Satori reads WOFF, not WOFF2; Manrope's Latin and Cyrillic files together cover the three locales. Each
// file needs a name of its own: Satori keeps one font per name, weight and style, and takes a missing glyph
// from the other names (the Cyrillic file under "Manrope" too would be dropped, and Russian drawn as boxes).
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'manrope', 'files');
const FONT_FILES = [
  { name: 'Manrope', file: 'manrope-latin-700-normal.woff' },
  { name: 'Manrope Cyrillic', file: 'manrope-cyrillic-700-normal.woff' },
];

let fonts: Promise<{ name: string; data: Buffer; weight: 700; style: 'normal' }[]> | undefined;

export async function loadOgAssets(picturePath?: string) {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, file }) => ({ name, data: await fs.readFile(path.join(FONT_DIR, file)), weight: 700 as const, style: 'normal' as const })),
  );
  let picture: string | null = null;
  if (picturePath?.startsWith('/images/')) {
    const svg = await fs.readFile(path.join(process.cwd(), 'public', picturePath));
    picture = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  }
  return { fonts: await fonts, picture };
}
