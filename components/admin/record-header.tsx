import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/admin/page-title';
import { buttonClasses } from '@/components/ui/button';

type Props = {
  /** The list the record belongs to. */
  back: { href: string; label: string };
  title: ReactNode;
  /** Its public page, linked while it is published. */
  view?: { href: string; label: string; published: boolean };
  /** More buttons of the record (duplicate). */
  children?: ReactNode;
  /** A line under the title (published or not, where the record came from). */
  state?: ReactNode;
  stateTestId?: string;
};

/** The head of every record and sub-page: back to its list, its title, view on site, its state (publishing: PublishPanel). */
export function RecordHeader({ back, title, view, children, state, stateTestId }: Props) {
  return (
    <>
      <p className="mb-1 text-sm">
        <Link href={back.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          ← {back.label}
        </Link>
      </p>
      <PageTitle
        actions={
          <>
            {view?.published ? (
              <a href={view.href} className={buttonClasses({ variant: 'ghost', size: 'sm' })} target="_blank" rel="noreferrer">
                {view.label}
              </a>
            ) : null}
            {children}
          </>
        }
      >
        {title}
      </PageTitle>
      {state ? (
        <p className="-mt-4 mb-4 text-sm text-ink-muted" data-testid={stateTestId}>
          {state}
        </p>
      ) : null}
    </>
  );
}
