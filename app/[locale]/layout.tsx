import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { fontCyrillic, fontLatin } from '@/app/fonts';
import { AppToaster } from '@/components/layout/app-toaster';
import { LandingRecorder } from '@/components/forms/source-fields';
import { Footer } from '@/components/layout/footer';
import { HashScroller } from '@/components/layout/hash-scroller';
import { Header } from '@/components/layout/header';
import { toolLinks } from '@/components/layout/nav-items';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { LateVersionWatcher, LateVitalsReporter } from '@/components/layout/late-effects';
import { isLocale, routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { hasPublishedProjects } from '@/lib/projects/queries';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Only the site's locales exist (proxy.ts sends every other first segment to the Italian pages, and the layout
// answers 404 for one that slips through). Pages below may render parameters unknown at build time: a product
// created or renamed in the back office is rendered on its first visit, then cached like the others.

// The header's categories come from the database: regenerate hourly (and on demand, see lib/catalogue).
export const revalidate = 3600;

// No title here: every page sets its own (lib/seo/metadata.ts), and the 404 page renders one in its body.
export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
};

export const viewport: Viewport = { themeColor: '#0A2540', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const tools = toolLinks(await hasPublishedProjects());

  return (
    <html lang={locale} className={`${fontLatin.variable} ${fontCyrillic.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          <Header locale={locale} tools={tools} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} tools={tools} />
          <ScrollToTop />
          <HashScroller />
          <LateVersionWatcher />
          <AppToaster />
          <LateVitalsReporter locale={locale} sampleRate={env.VITALS_SAMPLE_RATE} />
          <LandingRecorder />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
