import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff';

// The site's font, Manrope, from @fontsource: static WOFF files (the variable package ships WOFF2 only), unpacked
// to TrueType once per process (lib/datasheet/woff.ts). Each subset is a family of its own and the text names both,
// Latin first: react-pdf takes every character from the first family that has it, so Russian is drawn from the
// Cyrillic file and the figures, units and punctuation from the Latin one. Only the glyphs used are embedded.

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'manrope', 'files');

export const WEIGHTS = [400, 600, 700] as const;
export const SUBSETS = [
  { family: 'Manrope', subset: 'latin' },
  { family: 'Manrope Cyrillic', subset: 'cyrillic' },
] as const;

/** The value of every style's `fontFamily`. */
export const FONT_FAMILY = SUBSETS.map(({ family }) => family);

export const fontFile = (subset: string, weight: number) => path.join(FONT_DIR, `manrope-${subset}-${weight}-normal.woff`);

/** The parts of a fontkit font used here (react-pdf's types leave it untyped). */
type Fontkit = { postscriptName: string; characterSet: number[]; glyphForCodePoint(code: number): unknown };

let ready: Promise<void> | undefined;

async function register(): Promise<void> {
  for (const { family, subset } of SUBSETS) {
    const fonts = WEIGHTS.map(async (fontWeight) => {
      const ttf = woffToSfnt(await fs.readFile(fontFile(subset, fontWeight)));
      return { src: `data:font/ttf;base64,${ttf.toString('base64')}`, fontWeight };
    });
    Font.register({ family, fonts: await Promise.all(fonts) });
  }
  // Hyphenation patterns are English only: a Russian or Italian word is never broken, only wrapped whole.
  Font.registerHyphenationCallback((word) => [word]);
  for (const { family, subset } of SUBSETS) {
    for (const fontWeight of WEIGHTS) {
      const source = Font.getFont({ fontFamily: family, fontWeight });
      await source.load();
      const font = source.data as unknown as Fontkit;
      // fontkit keeps one object per glyph with the characters of its first use. A glyph first met as a part of
      // another has none (the subset adds the dots of "…" as its components), and a later "3.5" laid out with that
      // dot loses its "3" and its point, in every datasheet the process renders afterwards. Every glyph is made
      // from its own character first.
      for (const code of font.characterSet) font.glyphForCodePoint(code);
      // Both subsets call themselves "Manrope-Regular" (…-Bold) inside. PDFKit shares an embedded font between
      // runs by that name, and only when the files are equal: without a name of its own every run of Cyrillic text
      // would embed another copy of the Cyrillic font (a Russian datasheet held 190 fonts and weighed 300 kB).
      if (subset !== 'latin') {
        const name = font.postscriptName.replace('Manrope', `Manrope${subset[0]!.toUpperCase()}${subset.slice(1)}`);
        Object.defineProperty(font, 'postscriptName', { value: name });
      }
    }
  }
}

/** Registers and loads the fonts once per process (react-pdf keeps them in a module-level store). */
export function loadFonts(): Promise<void> {
  ready ??= register().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
