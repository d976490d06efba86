import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClass } from './form-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  note?: string;
  registration: UseFormRegisterReturn;
  testId: string;
};

/** A labelled input registered with react-hook-form, with its hint and error wired for screen readers. */
export function TextField({ id, label, error, hint, note, registration, testId, className = '', ...input }: Props) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} note={note}>
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${className}`}
        data-testid={testId}
        {...input}
        {...registration}
      />
    </FormField>
  );
}
