import * as Sentry from '@sentry/nextjs';

// Reporting is active only when SENTRY_DSN is set; without it nothing is sent and nothing else changes.
Sentry.init({
  dsn: process.env.SENTRY_DSN || undefined,
  enabled: Boolean(process.env.SENTRY_DSN),
  tracesSampleRate: 0,
  // An outgoing call's breadcrumb keeps the URL's path: Bitrix24's inbound webhook has its secret code there
  // ("/rest/<user>/<code>/crm.lead.add.json"). It is blanked before anything is kept.
  beforeBreadcrumb(breadcrumb) {
    const url = breadcrumb.data?.url;
    if (typeof url === 'string') breadcrumb.data = { ...breadcrumb.data, url: url.replace(/\/rest\/\d+\/[^/]+\//, '/rest/<user>/<code>/') };
    return breadcrumb;
  },
});
