import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { fontCyrillic, fontLatin } from '@/app/fonts';
import { AppToaster } from '@/components/layout/app-toaster';
import { Footer } from '@/components/layout/footer';
import { HashScroller } from '@/components/layout/hash-scroller';
import { Header } from '@/components/layout/header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { VersionWatcher } from '@/components/layout/version-watcher';
import { isLocale, routing } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import { env } from '@/lib/env';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// The header's categories come from the database: regenerate hourly (and on demand, see lib/catalogue).
export const revalidate = 3600;

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: BRAND.name,
};

export const viewport: Viewport = { themeColor: '#0A2540', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();

  return (
    <html lang={locale} className={`${fontLatin.variable} ${fontCyrillic.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          <Header locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} />
          <ScrollToTop />
          <HashScroller />
          <VersionWatcher />
          <AppToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
