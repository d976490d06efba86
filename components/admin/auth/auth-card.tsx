import type { ReactNode } from 'react';

/** The centred card of the sign-in screens (sign-in, two-factor, forgotten and new password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-5 text-xl font-bold text-brand-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
