import Link from 'next/link';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { PageTitle } from '@/components/admin/page-title';
import { getAdminT } from '@/lib/admin/i18n';

type Props = {
  status: 'forbidden' | 'notFound' | 'unauthorized';
  /** Inside the staff screens, with the menu around it; otherwise (no session, or above the shell) a card alone. */
  inShell?: boolean;
};

/** A 401, 403 or 404 of the back office: what happened and the one way on (sign in, or back to the dashboard). */
export async function StatusPanel({ status, inShell = false }: Props) {
  const t = await getAdminT('common');
  const next = status === 'unauthorized' ? { href: '/admin/sign-in', label: t('signIn') } : { href: '/admin', label: t('backToDashboard') };
  const body = (
    <>
      <p className="text-sm">{t(`${status}Body`)}</p>
      <p className="mt-4 text-sm">
        <Link href={next.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {next.label}
        </Link>
      </p>
    </>
  );
  if (!inShell) return <AuthCard title={t(`${status}Title`)}>{body}</AuthCard>;
  return (
    <section className="max-w-prose" data-testid={`admin-${status}`}>
      <PageTitle>{t(`${status}Title`)}</PageTitle>
      {body}
    </section>
  );
}
