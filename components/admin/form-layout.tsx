import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/admin/status-badge';

// The parts every long staff form is made of, server or client alike: titled sections, the three-language
// columns, and the save bar that stays in reach at the bottom of the screen while the form scrolls.

/** A titled part of a form (general, texts, products). */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50/50 p-4">
      <h2 className="mb-4 text-lg font-semibold text-brand-900">{title}</h2>
      {hint ? <p className="-mt-2 mb-4 max-w-prose text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </section>
  );
}

type TranslationColumnsProps<Locale extends string> = {
  locales: readonly Locale[];
  /** The language's name in the staff member's language ("Russo", "Итальянский"). */
  languageName: (locale: Locale) => string;
  /** Whether a language lacks what it needs: its column is marked with `missingLabel`. */
  missing?: (locale: Locale) => boolean;
  missingLabel?: string;
  /** A column's fields; their `lang` is the column's, so spelling checks and screen readers use it. */
  children: (locale: Locale) => ReactNode;
};

/**
 * The texts of a record in its three languages, side by side on a wide screen and stacked on a phone, each a
 * fieldset named by its language (`locale-it`, `missing-it` for tests and for the eye).
 */
export function TranslationColumns<Locale extends string>({ locales, languageName, missing, missingLabel, children }: TranslationColumnsProps<Locale>) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {locales.map((locale) => (
        <fieldset key={locale} lang={locale} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4" data-testid={`locale-${locale}`}>
          <legend className="flex items-center gap-2 px-1 font-semibold text-brand-900">
            {languageName(locale)}
            {missing?.(locale) && missingLabel ? (
              <StatusBadge tone="waiting" testId={`missing-${locale}`}>
                {missingLabel}
              </StatusBadge>
            ) : null}
          </legend>
          {children(locale)}
        </fieldset>
      ))}
    </div>
  );
}

/** The form's save button and its state (version, last saved), fixed to the bottom of the screen. */
export function SaveBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
      {children}
    </div>
  );
}
