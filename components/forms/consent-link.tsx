import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { ConsentPurpose } from '@/lib/consent/documents';

/** The `<link>` of a consent box: the purpose's consent document, in a new tab so the form keeps what was typed. */
export function consentLink(purpose: ConsentPurpose) {
  function ConsentDocumentLink(chunks: ReactNode) {
    return (
      <Link href={`/consent/${purpose}`} className="font-semibold text-brand-700 underline" target="_blank">
        {chunks}
      </Link>
    );
  }
  return ConsentDocumentLink;
}
