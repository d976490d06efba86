import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { fontCyrillic, fontLatin } from '@/app/fonts';
import { adminClientMessages, adminLocale, getAdminT } from '@/lib/admin/i18n';
import { getStaff } from '@/lib/admin/session';
import { DEFAULT_TIME_ZONES } from '@/lib/admin/time-zone';
import '../globals.css';

// The back office's root layout: outside the locale routing (proxy.ts), rendered per request for the signed-in
// user, never cached or indexed (lib/server/headers.mjs adds Cache-Control and X-Robots-Tag as well).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminT('common');
  return {
    title: { template: `%s · ${t('productName')}`, default: t('productName') },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: '#0A2540', width: 'device-width', initialScale: 1 };

export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, staff] = await Promise.all([adminLocale(), adminClientMessages(), getStaff()]);
  return (
    <html lang={locale} className={`${fontLatin.variable} ${fontCyrillic.variable}`}>
      <body className="min-h-dvh bg-slate-50 text-ink">
        <NextIntlClientProvider locale={locale} messages={messages} timeZone={staff?.timeZone ?? DEFAULT_TIME_ZONES[locale]}>
          {children}
          <Toaster position="top-center" closeButton />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
