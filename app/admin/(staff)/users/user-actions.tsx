'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { changeRole, removeTwoFactor, toggleDisabled } from '@/app/admin/(staff)/users/actions';
import { ActionStatus } from '@/components/admin/action-status';
import { ConfirmAction } from '@/components/admin/confirm-action';
import type { AdminActionState } from '@/lib/admin/action-state';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { ROLES, type Role } from '@/lib/admin/roles';

type Props = { userId: string; email: string; role: Role; disabled: boolean; twoFactor: boolean };

/**
 * A staff member's role, enabling and two-factor reset: small forms that work without JavaScript; disabling and
 * the reset (which ends sessions or a second factor) ask for the "I understand" box first.
 */
export function UserActions({ userId, email, role, disabled, twoFactor }: Props) {
  const t = useTranslations('admin.users');
  const common = useTranslations('admin.common');
  const [roleState, roleAction] = useActionState<AdminActionState, FormData>(changeRole, null);
  const [disableState, disableAction] = useActionState<AdminActionState, FormData>(toggleDisabled, null);
  const [twoFactorState, twoFactorAction] = useActionState<AdminActionState, FormData>(removeTwoFactor, null);
  const failure = [roleState, disableState, twoFactorState].find((state) => state && !state.ok) ?? null;
  const lastAdmin = failure && !failure.ok && failure.fieldErrors?.user === 'LAST_ADMIN';
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form action={roleAction} className="flex items-end gap-2">
        <input type="hidden" name="userId" value={userId} />
        <label className="sr-only" htmlFor={`role-${userId}`}>
          {t('roleOf', { email })}
        </label>
        <Select id={`role-${userId}`} name="role" defaultValue={role} className="w-40">
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {common(`roles.${option}`)}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="outline" size="sm">
          {t('changeRole')}
        </Button>
      </form>
      {disabled ? (
        <form action={disableAction}>
          <input type="hidden" name="userId" value={userId} />
          <input type="hidden" name="disabled" value="false" />
          <Button type="submit" variant="outline" size="sm">
            {t('enable')}
          </Button>
        </form>
      ) : (
        <ConfirmAction action={disableAction} hidden={{ userId, disabled: 'true' }} confirm={t('confirmDisable', { email })} button={t('disable')} />
      )}
      {twoFactor ? (
        <ConfirmAction action={twoFactorAction} hidden={{ userId }} confirm={t('confirmResetTwoFactor', { email })} button={t('resetTwoFactor')} />
      ) : null}
      <div className="w-full">
        {lastAdmin ? (
          <p role="alert" className="text-sm text-red-800">
            {t('lastAdmin')}
          </p>
        ) : (
          <ActionStatus state={failure ?? roleState ?? disableState ?? twoFactorState} />
        )}
      </div>
    </div>
  );
}
