import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** A white box with a border (a form, a card of facts), or the page's own background (a list, a preview). */
  boxed?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/** One titled part of a staff page, named by its heading. */
export function Panel({ id, title, boxed = false, className = '', testId, children }: Props) {
  return (
    <section aria-labelledby={id} className={`${boxed ? 'rounded-lg border border-slate-200 bg-white p-4' : 'mb-8'} ${className}`} data-testid={testId}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
