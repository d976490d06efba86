import { StatusBadge } from '@/components/admin/status-badge';
import type { Metadata } from 'next';
import { DataTable, type Column } from '@/components/admin/data-table';
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
  const columns: Column<(typeof users)[number]>[] = [
    {
      key: 'user',
      header: t('email'),
      className: 'break-all',
      cell: (user) => (
        <>
          <span className="block font-semibold">{user.email}</span>
          <span className="text-ink-muted">{user.name}</span>
        </>
      ),
    },
    { key: 'role', header: t('role'), cell: (user) => (isRole(user.role) ? common(`roles.${user.role}`) : '—') },
    { key: 'signIn', header: t('list.signIn'), cell: (user) => (user.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')) },
    {
      key: 'state',
      header: t('list.state'),
      cell: (user) =>
        user.banned ? (
          <StatusBadge tone="bad">{t('disabled')}</StatusBadge>
        ) : user.accounts.length === 0 ? (
          <StatusBadge tone="waiting">{t('invitationPending')}</StatusBadge>
        ) : (
          <StatusBadge tone="good">{t('list.active')}</StatusBadge>
        ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (user) =>
        isRole(user.role) ? <UserActions userId={user.id} email={user.email} role={user.role} disabled={Boolean(user.banned)} twoFactor={Boolean(user.twoFactorEnabled)} /> : null,
    },
  ];
  return (
    <>
      <PageTitle>{t('menu')}</PageTitle>
      <section className="mb-8 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="mb-1 text-lg font-bold">{t('inviteHeading')}</h2>
        <p className="mb-4 text-sm text-ink-muted">{t('inviteIntro')}</p>
        <InviteForm />
      </section>
      <DataTable
        label={t('menu')}
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        rowProps={() => ({ 'data-testid': 'user-row' })}
        empty={common('noResults')}
        minWidth="min-w-[56rem]"
      />
    </>
  );
}
