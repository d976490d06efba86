import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { chooseSignInLocale } from '@/lib/admin/auth-actions';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { SignInForm } from '@/components/admin/auth/sign-in-form';
import { routing } from '@/i18n/routing';
import { adminLocale, getAdminT } from '@/lib/admin/i18n';
import { getStaff } from '@/lib/admin/session';
import { Message } from '@/components/admin/message';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('auth'))('signInTitle') };
}

type Props = { searchParams: Promise<{ next?: string; password?: string; unlocked?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  if (await getStaff()) redirect('/admin');
  const [{ next, password, unlocked }, t, common, locale] = await Promise.all([searchParams, getAdminT('auth'), getAdminT('common'), adminLocale()]);
  return (
    <AuthCard title={t('signInTitle')}>
      {password === 'set' || unlocked === '1' ? (
        <Message tone="success" className="mb-4">
          {password === 'set' ? t('passwordSet') : t('unlocked')}
        </Message>
      ) : null}
      <SignInForm next={next} />
      <p className="mt-4 text-sm">
        <Link href="/admin/forgot-password" className="font-semibold text-brand-700 underline">
          {t('forgotPassword')}
        </Link>
      </p>
      <form action={chooseSignInLocale} className="mt-6 flex flex-wrap gap-2 border-t border-slate-200 pt-4 text-sm" aria-label={common('language')}>
        {routing.locales.map((code) => (
          <button key={code} type="submit" name="locale" value={code} lang={code} aria-pressed={code === locale} className="min-h-11 rounded-md px-3 font-semibold text-brand-700 hover:bg-brand-100 aria-pressed:bg-brand-100">
            {common(`languages.${code}`)}
          </button>
        ))}
      </form>
    </AuthCard>
  );
}
