import type { ReactNode } from 'react';

// A form field's label, hint and error, tied to its control for assistive technology: the control names the
// hint and the error in aria-describedby and is aria-invalid while an error shows.

export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** The ids a control names in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** What a control needs to be tied to its field's hint and error. */
export function controlProps(id: string, hint: unknown, error: unknown): ControlProps {
  return { id, 'aria-describedby': describedBy(id, hint, error), ...(error ? { 'aria-invalid': true as const } : {}) };
}

type LabelProps = { htmlFor?: string; children: ReactNode; note?: string; className?: string; id?: string };

export function Label({ htmlFor, children, note, className = '', id }: LabelProps) {
  return (
    <label htmlFor={htmlFor} id={id} className={`mb-1.5 block text-sm font-semibold text-ink ${className}`}>
      {children}
      {note ? <span className="ml-1 font-normal text-ink-muted">({note})</span> : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="mt-1.5 text-sm text-ink-muted">
      {children}
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

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. "optional". */
  note?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control, given the id and ARIA attributes that tie it to this field. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with its hint and error: `<Field …>{(control) => <Input {...control} />}</Field>`. */
export function Field({ id, label, note, hint, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id} note={note}>
        {label}
      </Label>
      {children(controlProps(id, hint, error))}
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
