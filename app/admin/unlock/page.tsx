import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { UnlockForm } from '@/components/admin/auth/unlock-form';
import { getAdminT } from '@/lib/admin/i18n';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('unlockTitle') };
}

type Props = { searchParams: Promise<{ token?: string }> };

/** The link mailed to a locked account's owner: the token is checked (and used up) when the button is pressed. */
export default async function UnlockPage({ searchParams }: Props) {
  const [{ token = '' }, t] = await Promise.all([searchParams, getAdminT('auth')]);
  return (
    <AuthCard title={t('unlockTitle')}>
      <UnlockForm token={token} />
    </AuthCard>
  );
}
