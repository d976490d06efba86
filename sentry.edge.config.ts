import * as Sentry from '@sentry/nextjs';

// Reporting is active only when SENTRY_DSN is set; without it nothing is sent and nothing else changes.
Sentry.init({
  dsn: process.env.SENTRY_DSN || undefined,
  enabled: Boolean(process.env.SENTRY_DSN),
  tracesSampleRate: 0,
});
