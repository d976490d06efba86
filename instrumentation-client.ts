// Browser error reporting. The DSN is baked in at build time from SENTRY_DSN (next.config.ts); without one
// the SDK is never downloaded, which keeps it out of every page's first-load JavaScript.
import { publicEnv } from './lib/env-public';

const dsn = publicEnv.SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0 }));
}
