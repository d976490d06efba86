import type { ReactNode } from 'react';

type Props = { title: string; lead?: string; children?: ReactNode };

export function PageHeader({ title, lead, children }: Props) {
  return (
    <div className="border-b border-ink-line bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        {children}
        <h1 className="max-w-4xl text-2xl font-bold tracking-tight break-words hyphens-auto text-brand-900 min-[375px]:text-3xl sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-prose text-lg text-ink-muted">{lead}</p> : null}
      </div>
    </div>
  );
}
