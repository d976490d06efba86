import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { Logo } from '@/components/layout/logo';
import { routing } from '@/i18n/routing';
import { BRAND } from '@/lib/constants';
import messages from '@/messages/it.json';
import { fontCyrillic, fontLatin } from './fonts';
import './globals.css';

// A URL no route matches (outside every locale, e.g. a missing file): the default locale's 404 page. Next
// serves this document directly, without a layout, so it brings its own <html>, fonts, styles and logo.

export const metadata: Metadata = {
  title: `${messages.NotFound.title} | ${BRAND.name}`,
  robots: { index: false, follow: false },
};

export default function GlobalNotFound() {
  return (
    <html lang={routing.defaultLocale} className={`${fontLatin.variable} ${fontCyrillic.variable}`}>
      <body>
        <NextIntlClientProvider locale={routing.defaultLocale} messages={{ NotFound: messages.NotFound, Common: messages.Common }} timeZone="Europe/Rome">
          <header className="border-b border-ink-line">
            <div className="mx-auto flex h-18 max-w-7xl items-center px-4 sm:px-6">
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- this document has no router to link with */}
              <a href="/">
                <Logo className="h-8 w-auto sm:h-9" />
              </a>
            </div>
          </header>
          <main>
            <NotFoundContent />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
