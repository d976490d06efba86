import * as Sentry from '@sentry/nextjs';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./sentry.server.config');
    // The outbox sender runs with the server, never while `next build` loads this file.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startMailSender } = await import('./lib/mail/start-sender');
      startMailSender();
    }
  }
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

// Errors thrown while rendering or in route handlers reach Sentry (a no-op without a DSN).
export const onRequestError = Sentry.captureRequestError;
