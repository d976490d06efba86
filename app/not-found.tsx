import { NotFoundContent } from '@/components/layout/not-found-content';
import { RootNotFoundProvider } from '@/components/layout/root-not-found-provider';
import { routing } from '@/i18n/routing';
import messages from '@/messages/it.json';
import { fontCyrillic, fontLatin } from './fonts';
import './globals.css';

// Paths outside every locale (e.g. a missing file): the default locale's 404 page.
export default function RootNotFound() {
  return (
    <html lang={routing.defaultLocale} className={`${fontLatin.variable} ${fontCyrillic.variable}`}>
      <body>
        <RootNotFoundProvider locale={routing.defaultLocale} messages={{ NotFound: messages.NotFound, Common: messages.Common }}>
          <main>
            <NotFoundContent />
          </main>
        </RootNotFoundProvider>
      </body>
    </html>
  );
}
