import * as Sentry from '@sentry/nextjs';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./sentry.server.config');
    // Settings are checked once, when the server starts: a bad one ends the process with one clear line.
    const [{ describeSettingsError }] = await Promise.all([import('./lib/env-check')]);
    try {
      await import('./lib/env');
    } catch (error) {
      const line = describeSettingsError(error);
      if (!line) throw error;
      console.error(line);
      process.exit(1);
    }
    // The outbox sender and the job runner run with the server, never while `next build` loads this file.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startMailSender } = await import('./lib/mail/start-sender');
      startMailSender();
      // The job runner: scheduled work, and the retention job (leads past LEAD_RETENTION_DAYS, the audit log's
      // old IP addresses) every six hours.
      const { startJobRunner } = await import('./lib/jobs/start');
      await startJobRunner();
    }
  }
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

// Errors thrown while rendering or in route handlers reach Sentry (a no-op without a DSN).
export const onRequestError = Sentry.captureRequestError;
