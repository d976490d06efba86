import 'server-only';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// The site's font, Manrope, from @fontsource (static WOFF files, which fontkit reads; the variable package ships
// WOFF2 only). Each subset is a family of its own and the text names both, Latin first: react-pdf takes every
// character from the first family that has it, so Russian is drawn from the Cyrillic file and the figures, units
// and punctuation from the Latin one. Only the glyphs used are embedded (a subset per document).

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'manrope', 'files');

export const WEIGHTS = [400, 600, 700] as const;
export const SUBSETS = [
  { family: 'Manrope', subset: 'latin' },
  { family: 'Manrope Cyrillic', subset: 'cyrillic' },
] as const;

/** The value of every style's `fontFamily`. */
export const FONT_FAMILY = SUBSETS.map(({ family }) => family);

export const fontFile = (subset: string, weight: number) => path.join(FONT_DIR, `manrope-${subset}-${weight}-normal.woff`);

let ready: Promise<void> | undefined;

async function register(): Promise<void> {
  for (const { family, subset } of SUBSETS) {
    Font.register({ family, fonts: WEIGHTS.map((fontWeight) => ({ src: fontFile(subset, fontWeight), fontWeight })) });
  }
  // Hyphenation patterns are English only: a Russian or Italian word is never broken, only wrapped whole.
  Font.registerHyphenationCallback((word) => [word]);
  // Loaded now rather than on a first page that needs them. Both subsets call themselves "Manrope-Regular"
  // (…-Bold) inside; PDFKit shares an embedded font between runs by that name, and only when the files are equal:
  // without a name of its own every run of Cyrillic text would embed another copy of the Cyrillic font (a Russian
  // datasheet held 190 fonts and weighed 300 kB).
  for (const { family, subset } of SUBSETS) {
    for (const fontWeight of WEIGHTS) {
      const source = Font.getFont({ fontFamily: family, fontWeight });
      await source.load();
      if (subset === 'latin') continue;
      const font = source.data as unknown as { postscriptName: string };
      const name = font.postscriptName.replace('Manrope', `Manrope${subset[0]!.toUpperCase()}${subset.slice(1)}`);
      Object.defineProperty(font, 'postscriptName', { value: name });
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
