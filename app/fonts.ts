import localFont from 'next/font/local';

// Manrope, self-hosted from @fontsource-variable. Two families so that Italian and English pages
// download only the Latin file; Russian pages add the Cyrillic one.
export const fontLatin = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-latin',
  display: 'swap',
});

export const fontCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-cyrillic',
  display: 'swap',
  preload: false,
});
