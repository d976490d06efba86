'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useActionState, type ReactNode } from 'react';
import { ActionStatus } from '@/components/admin/action-status';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { StaffAction } from '@/lib/admin/action';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields, type FormFields } from '@/lib/admin/form-values';

// A back-office form a server page can write without a client component of its own: `<StaffForm>` posts to a
// staff action (useActionState, so it works without JavaScript) and shows its answer; the `<StaffField>`s inside
// show their errors and, after a refusal, what was typed. An area's own client form (the product editor) uses
// `formFields` directly.

const FieldsContext = createContext<FormFields | null>(null);

type Props = {
  action: StaffAction;
  /** The message keys of the fields' errors: the area's `errors` (e.g. "admin.consent.errors"). */
  errors: string;
  submit: string;
  children: ReactNode;
  className?: string;
  testId?: string;
};

export function StaffForm({ action, errors, submit, children, className = 'space-y-4', testId }: Props) {
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(action, null);
  // A namespace given at run time: next-intl cannot check it, the area's message files do.
  const t = useTranslations(errors as 'admin.common') as unknown as (key: string) => string;
  const fields = formFields(state, (key) => t(key));
  return (
    <form action={formAction} key={state?.at ?? 0} className={className} data-testid={testId}>
      <div aria-live="polite">
        <ActionStatus state={state} />
      </div>
      <FieldsContext value={fields}>{children}</FieldsContext>
      <Button type="submit" aria-disabled={pending || undefined}>
        {submit}
      </Button>
    </form>
  );
}

function useFields(): FormFields {
  const fields = use(FieldsContext);
  if (!fields) throw new Error('a StaffField belongs inside a StaffForm');
  return fields;
}

type FieldProps = { name: string; label: string; hint?: string; defaultValue?: string; required?: boolean; maxLength?: number; rows?: number; lang?: string };

/** A text field of a StaffForm (a textarea when `rows` is given). */
export function StaffField({ name, label, hint, defaultValue = '', required, maxLength, rows, lang }: FieldProps) {
  const fields = useFields();
  const shared = { name, defaultValue: fields.value(name, defaultValue), required, maxLength, lang };
  return (
    <Field id={`field-${name}`} label={label} hint={hint} error={fields.error(name)}>
      {(control) => (rows ? <Textarea {...control} {...shared} rows={rows} /> : <Input {...control} {...shared} />)}
    </Field>
  );
}

/**
 * The "I understand" of a step that cannot be undone. Never ticked again after a refusal: whoever sends the form
 * again confirms again, having seen why it was refused.
 */
export function StaffCheckbox({ name, label, value = 'yes', required }: { name: string; label: string; value?: string; required?: boolean }) {
  const fields = useFields();
  const error = fields.error(name);
  return (
    <div>
      <Checkbox name={name} value={value} label={label} required={required} aria-invalid={error ? true : undefined} />
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
