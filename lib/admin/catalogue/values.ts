import { routing } from '@/i18n/routing';

// The catalogue forms' fixed values, without zod: the form components import them from here, so the zod chunk the
// back office shares with the public forms stays as small as theirs (tests/unit/client-imports.test.ts).

export const LOCALES = routing.locales;
export const CURRENCIES = ['EUR', 'USD', 'RUB'] as const;
/** Empty specification rows each language shows under its rows (without JavaScript, "More rows" adds more). */
export const EMPTY_SPEC_ROWS = 3;
export const EMPTY_PART_ROWS = 1;
/** "Copy from Italian" into one language: the form's submit buttons (lib/admin/catalogue/schema.ts `intent`). */
export const COPY_INTENTS = ['copy-ru', 'copy-en'] as const;
export type CopyIntent = (typeof COPY_INTENTS)[number];
