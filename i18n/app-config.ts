import type { AdminMessages } from '@/lib/admin/messages';
import type messages from '@/messages/it.json';
import type { routing } from './routing';

// next-intl's types read the app's locales and messages from here: every message key used in the code is
// checked when it compiles (Italian is the source of truth; the other files have the same keys, see tests).
// The back office's texts are the `admin` namespace (lib/admin/messages.ts); only its pages provide them.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages & { admin: AdminMessages };
  }
}
