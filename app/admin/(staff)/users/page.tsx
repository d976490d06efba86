import { StatusBadge } from '@/components/admin/status-badge';
import type { Metadata } from 'next';
import { PageTitle } from '@/components/admin/page-title';
import { InviteForm } from './invite-form';
import { UserActions } from './user-actions';
import { getAdminT } from '@/lib/admin/i18n';
import { isRole } from '@/lib/admin/roles';
import { requireStaffPage } from '@/lib/admin/session';
import { accounts } from '@/lib/admin/accounts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('users'))('menu') };
}

export default async function UsersPage() {
  await requireStaffPage('users', '/admin/users');
  const [t, common] = await Promise.all([getAdminT('users'), getAdminT('common')]);
  const users = await accounts.listStaffAccounts();
  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <section className="mb-8 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="mb-1 text-lg font-bold">{t('inviteHeading')}</h2>
        <p className="mb-4 text-sm text-ink-muted">{t('inviteIntro')}</p>
        <InviteForm />
      </section>
      <ul className="space-y-3">
        {users.map((user) => (
          <li key={user.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="user-row">
            <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold break-all">{user.email}</span>
              <span className="text-sm text-ink-muted">{user.name}</span>
              <span className="text-sm">{isRole(user.role) ? common(`roles.${user.role}`) : '—'}</span>
              <span className="text-sm">{user.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')}</span>
              {user.banned ? <StatusBadge tone="bad">{t('disabled')}</StatusBadge> : null}
              {user.accounts.length === 0 ? <StatusBadge tone="waiting">{t('invitationPending')}</StatusBadge> : null}
            </div>
            {isRole(user.role) ? (
              <UserActions userId={user.id} email={user.email} role={user.role} disabled={Boolean(user.banned)} twoFactor={Boolean(user.twoFactorEnabled)} />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
