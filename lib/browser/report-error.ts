import { publicEnv } from '@/lib/env-public';

/** Logs a browser-side error and, when reporting is configured, sends it to Sentry. */
export function reportError(error: unknown): void {
  console.error(error);
  if (!publicEnv.SENTRY_DSN) return;
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error));
}
