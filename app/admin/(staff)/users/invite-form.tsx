'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { inviteStaff } from '@/app/admin/(staff)/users/actions';
import { ActionStatus } from '@/components/admin/action-status';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/form-values';
import { Button } from '@/components/ui/button';
import { FieldError, Label, controlProps } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ROLES } from '@/lib/admin/roles';

export function InviteForm() {
  const t = useTranslations('admin.users');
  const common = useTranslations('admin.common');
  const [state, action] = useActionState<AdminActionState, FormData>(inviteStaff, null);
  const emailError = state && !state.ok ? state.fieldErrors?.email : undefined;
  // A refused invitation is shown again as it was typed (React empties a form after its action).
  const { value } = formFields(state, String);
  return (
    <form action={action} key={state?.at ?? 0} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" noValidate>
      <div className="sm:col-span-2 lg:col-span-4">
        <ActionStatus state={state} success={t('invited')} />
        {state?.ok && state.link ? (
          <p className="mt-2 text-sm">
            {t('inviteLink')} <code className="break-all rounded bg-slate-100 px-1" data-testid="invite-link">{state.link}</code>
          </p>
        ) : null}
      </div>
      <div>
        <Label htmlFor="invite-email">{t('email')}</Label>
        <Input {...controlProps('invite-email', null, emailError)} name="email" type="email" required autoComplete="off" defaultValue={value('email', '')} />
        {emailError ? <FieldError id="invite-email-error">{emailError === 'exists' ? t('exists') : t('invalidEmail')}</FieldError> : null}
      </div>
      <div>
        <Label htmlFor="invite-name">{t('name')}</Label>
        <Input id="invite-name" name="name" autoComplete="off" defaultValue={value('name', '')} />
      </div>
      <div>
        <Label htmlFor="invite-role">{t('role')}</Label>
        <Select id="invite-role" name="role" defaultValue={value('role', 'sales')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {common(`roles.${role}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="invite-locale">{common('language')}</Label>
        <Select id="invite-locale" name="locale" defaultValue={value('locale', 'it')}>
          {(['it', 'ru', 'en'] as const).map((code) => (
            <option key={code} value={code}>
              {common(`languages.${code}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('invite')}</Button>
      </div>
    </form>
  );
}
