import Link from 'next/link';
import type { ReactNode } from 'react';
import { signOut } from '@/lib/admin/auth-actions';
import { areaLabels, getAdminT } from '@/lib/admin/i18n';
import { newLeadCount } from '@/lib/admin/nav-counts';
import { AREAS, areaHref, can } from '@/lib/admin/roles';
import type { Staff } from '@/lib/admin/session';
import { NavLink } from './nav-link';

/**
 * The back office's frame: the navigation (only the areas the role may use; the pages check again), the
 * new-leads counter, and the user's links. On a phone the navigation folds into a disclosure that works
 * without JavaScript.
 */
export async function AdminShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const t = await getAdminT('common');
  const newLeads = can(staff.role, 'leads') ? await newLeadCount() : 0;
  const labels = await areaLabels();
  const links = AREAS.filter((area) => can(staff.role, area)).map((area) => ({ area, href: areaHref(area) }));

  const nav = (
    <nav aria-label={t('navigation')}>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href}>
              <span>{labels[link.area]}</span>
              {link.area === 'leads' && newLeads > 0 ? (
                <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs text-white" data-testid="new-leads-count">
                  <span className="sr-only">{t('newLeads', { count: newLeads })}</span>
                  <span aria-hidden="true">{newLeads}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  const user = (
    <div className="space-y-1 border-t border-white/15 pt-3 text-sm">
      <p className="truncate px-3 text-slate-300" title={staff.email}>
        {staff.email} · {t(`roles.${staff.role}`)}
      </p>
      <Link href="/admin/account" className="flex min-h-11 items-center rounded-md px-3 font-semibold text-slate-200 hover:bg-white/10">
        {t('account')}
      </Link>
      <form action={signOut}>
        <button type="submit" data-testid="sign-out" className="flex min-h-11 w-full items-center rounded-md px-3 text-left font-semibold text-slate-200 hover:bg-white/10">
          {t('signOut')}
        </button>
      </form>
    </div>
  );

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      <header className="bg-brand-900 text-white lg:min-h-dvh">
        <div className="flex items-center justify-between px-4 py-3 lg:block lg:px-3 lg:py-5">
          <Link href="/admin" className="block px-0 text-lg font-bold lg:px-3">
            {t('productName')}
          </Link>
          <details className="group lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-md px-3 font-semibold hover:bg-white/10">
              {t('menu')}
              {newLeads > 0 ? <span className="ml-2 rounded-full bg-accent-600 px-2 py-0.5 text-xs" aria-hidden="true">{newLeads}</span> : null}
            </summary>
            <div className="absolute inset-x-0 z-40 mt-3 space-y-3 bg-brand-900 px-4 pb-4 shadow-lg">
              {nav}
              {user}
            </div>
          </details>
        </div>
        <div className="hidden space-y-4 px-3 lg:block">
          {nav}
          {user}
        </div>
      </header>
      <main id="admin-main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10">
        {children}
      </main>
    </div>
  );
}
