import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';

type Props = { href: string; className?: string; children: ReactNode };

/** A link to another site: a new tab without opener or referrer, marked with the external icon. */
export function ExternalLink({ href, className = '', children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex min-h-11 items-center gap-1 ${className}`}>
      {children}
      <ExternalIcon className="size-4" />
    </a>
  );
}
