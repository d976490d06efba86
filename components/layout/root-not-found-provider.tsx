'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale; messages: AbstractIntlMessages; children: ReactNode };

// The client-side provider: unlike the server one it reads no request state, so the root 404 boundary,
// which Next renders with every page, does not turn static pages dynamic.
export function RootNotFoundProvider({ locale, messages, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Rome">
      {children}
    </NextIntlClientProvider>
  );
}
