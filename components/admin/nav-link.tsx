'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A back-office navigation link, marked as the current page for its own path and the paths under it. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="flex min-h-11 items-center justify-between gap-2 rounded-md px-3 text-sm font-semibold text-slate-200 hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
    >
      {children}
    </Link>
  );
}
