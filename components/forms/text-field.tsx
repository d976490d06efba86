import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  note?: string;
  registration: UseFormRegisterReturn;
  testId: string;
};

/** A labelled input registered with react-hook-form, with its hint and error wired for screen readers. */
export function TextField({ id, label, error, hint, note, registration, testId, ...input }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} note={note}>
      {(control) => <Input {...control} data-testid={testId} {...input} {...registration} />}
    </Field>
  );
}
