'use client';

import { useTranslations } from 'next-intl';
import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';
import { FieldError, Label, controlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { AuthFormState } from '@/lib/admin/auth-actions';
import { Message } from '@/components/admin/message';

type TextFieldProps = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  inputMode?: 'numeric' | 'text' | 'email';
};

/** A labelled input whose error is tied to it (aria-describedby, aria-invalid). */
export function AuthField({ name, label, type = 'text', autoComplete, defaultValue, error, inputMode }: TextFieldProps) {
  const id = `field-${name}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input {...controlProps(id, null, error)} name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} inputMode={inputMode} required />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function SubmitButton({ children }: { children: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" className="w-full" aria-disabled={pending || undefined}>
      {children}
    </Button>
  );
}

/** The form-wide error of an auth action (wrong password, too many attempts…), announced when it appears. */
export function AuthError({ state }: { state: AuthFormState }) {
  const t = useTranslations('admin.auth');
  if (!state?.error) return null;
  return (
    <Message tone="error" testId="auth-error">
      {t(state.error as 'signInFailed', state.errorValues as never)}
    </Message>
  );
}
