import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** The `<link>` of a consent text: the privacy page, in a new tab so the form keeps what was typed. */
export function privacyLink(chunks: ReactNode) {
  return (
    <Link href="/privacy" className="font-semibold text-brand-700 underline" target="_blank">
      {chunks}
    </Link>
  );
}
