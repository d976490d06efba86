import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "optional". */
  note?: string;
  children: ReactNode;
  className?: string;
};

export const inputClass =
  'block h-11 w-full rounded-md border border-ink-subtle bg-white px-3 text-base text-ink placeholder:text-ink-subtle ' +
  'hover:border-brand-600 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 ' +
  'disabled:cursor-not-allowed disabled:border-ink-line disabled:bg-brand-50 disabled:text-ink-subtle ' +
  'aria-invalid:border-red-700';

/** The ids an input names in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A label, the control, an optional hint and the field's error. */
export function FormField({ id, label, error, hint, note, children, className = '' }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {note ? <span className="ml-1 font-normal text-ink-muted">({note})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700" data-testid="field-error">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="mt-0.5 shrink-0" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
