import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Props = { namespace: 'PartnerForm' | 'EquipmentForm' | 'QuoteForm' | 'YourData'; children: ReactNode };

/**
 * Gives a form's client components its one namespace of texts. The layout sends the browser only the shell's
 * namespaces; a form's texts travel only with the pages that show the form.
 */
export async function FormMessages({ namespace, children }: Props) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ [namespace]: messages[namespace] ?? {} }}>{children}</NextIntlClientProvider>;
}
