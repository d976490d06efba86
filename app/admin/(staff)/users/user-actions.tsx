'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { changeRole, removeTwoFactor, toggleDisabled } from '@/app/admin/(staff)/users/actions';
import { ActionStatus } from '@/components/admin/action-status';
import type { AdminActionState } from '@/lib/admin/action-state';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { ROLES, type Role } from '@/lib/admin/roles';

type Props = { userId: string; email: string; role: Role; disabled: boolean; twoFactor: boolean };

/** A staff member's role, enabling and two-factor reset: three small forms that work without JavaScript. */
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
      <form action={disableAction}>
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="disabled" value={disabled ? 'false' : 'true'} />
        <Button type="submit" variant={disabled ? 'outline' : 'danger'} size="sm">
          {disabled ? t('enable') : t('disable')}
        </Button>
      </form>
      {twoFactor ? (
        <form action={twoFactorAction}>
          <input type="hidden" name="userId" value={userId} />
          <Button type="submit" variant="ghost" size="sm">
            {t('resetTwoFactor')}
          </Button>
        </form>
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
