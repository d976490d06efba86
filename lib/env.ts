import 'server-only';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { DEFAULT_CACHE_MAX_MEMORY_MB } from './cache/memory-limit.mjs';
import { CONTACT_EMAIL, PLACEHOLDER_BRAND_NAME } from './constants';
import { databaseUrl } from './database-url';
import { DEFAULT_TIME_ZONES, isTimeZone } from './admin/time-zone';

// Every setting the application reads, with its default. docs/configuration.md mirrors this list.
const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * This server's own address (lib/server/server.mjs sets it before the application loads; not a setting): where
   * the job runner asks for what needs a request (lib/admin/content/schedule.ts).
   */
  AERIS_SELF_ORIGIN: z.url().default(`http://127.0.0.1:${process.env.PORT || 3000}`),
  SENTRY_DSN: z.string().optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Keys the unsubscribe links' HMAC; unset: generated once and kept in the database (lib/secrets.ts). */
  APP_SECRET: z.string().min(16).optional(),
  /** e.g. smtp://user:pass@mail.example.com:587; unset: e-mails are written as .eml files to MAIL_DIR. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`${PLACEHOLDER_BRAND_NAME} <${CONTACT_EMAIL.replace(/^[^@]+/, 'no-reply')}>`),
  MAIL_DIR: z.string().default('./var/mail'),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(60),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Reverse proxies in front of the server (lib/server/server.mjs reads it too): 0 none, "true" one. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => {
      const text = (value ?? '').trim().toLowerCase();
      if (['', '0', 'false', 'no'].includes(text)) return 0;
      return ['true', 'yes'].includes(text) ? 1 : Number(text);
    })
    .pipe(z.number().int().min(0).max(10)),
  /** Days a delivered e-mail (with its links) stays in the outbox before it is deleted. */
  MAIL_RETENTION_SENT_DAYS: z.coerce.number().positive().default(30),
  /** Days a given-up e-mail stays in the outbox (for the back office to show) before it is deleted. */
  MAIL_RETENTION_FAILED_DAYS: z.coerce.number().positive().default(90),
  /** Acknowledgements to applicants allowed per hour in all; above it they are skipped (the lead is kept). */
  ACK_HOURLY_CAP: z.coerce.number().int().nonnegative().default(100),
  SALES_EMAIL: z.email().default(CONTACT_EMAIL),
  /** The language of the mails to the sales team: the distributor's desk is Russian. */
  SALES_LOCALE: z.enum(routing.locales).default('ru'),
  /** The time zone of the dates in those mails; unset: the language's (Europe/Moscow for Russian). */
  SALES_TIME_ZONE: z.string().refine(isTimeZone, 'an IANA time zone, e.g. Europe/Moscow').optional(),
  /** Signs staff sessions; unset: derived from the application secret (lib/admin/auth.ts). */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Newsletter campaign mails sent per minute at most; other mail is not throttled and goes first. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** DKIM signing of every outgoing mail, when all three are set (the key as PEM text or a file path). */
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  /** Where uploaded pictures (and documents) are stored. */
  UPLOAD_DIR: z.string().default('./var/uploads'),
  /** Without REDIS_URL: MB of Next's cache kept in memory (read by lib/cache/handler.mjs; validated here). */
  CACHE_MAX_MEMORY_MB: z.coerce.number().positive().default(DEFAULT_CACHE_MAX_MEMORY_MB),
  /** Leads older than this many days are erased automatically. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().positive().default(1095),
  /** The IndexNow key (8-128 letters, digits, hyphens); unset: generated once and kept in the database. */
  INDEXNOW_KEY: z.string().regex(/^[A-Za-z0-9-]{8,128}$/).optional(),
  /**
   * Where changed URLs are announced (comma-separated); unset: Yandex's, and only when SITE_URL is not a local
   * address (lib/indexnow/queue.ts). Set explicitly, it is used whatever the site's address (the tests' fake).
   */
  INDEXNOW_ENDPOINTS: z.string().optional(),
  /** Share of page views whose Web Vitals are measured (0 to 1; read when the pages are built). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Bitrix24's inbound webhook ("https://<portal>/rest/<user>/<code>/", with crm rights): leads are delivered there. */
  BITRIX24_WEBHOOK_URL: z.url().optional(),
  /** The application_token of Bitrix24's outbound webhook (ONCRMLEADUPDATE to /api/crm/bitrix24): statuses come back. */
  BITRIX24_APPLICATION_TOKEN: z.string().min(16).optional(),
  /** amoCRM: the account's host ("https://<sub>.amocrm.ru"), a long-lived token, and the lead field for our number. */
  AMOCRM_HOST: z.url().optional(),
  AMOCRM_TOKEN: z.string().min(20).optional(),
  AMOCRM_NUMBER_FIELD_ID: z.coerce.number().int().positive().optional(),
  /** A webhook that receives every lead, signed with CRM_WEBHOOK_SECRET (docs/crm-webhook.md). */
  CRM_WEBHOOK_URL: z.url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** The least time between two IndexNow submissions. */
  INDEXNOW_INTERVAL_SECONDS: z.coerce.number().positive().default(60),
});

// An empty variable counts as unset, so its default applies.
const parsed = schema.parse(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, process.env[key] || undefined])));

export { publicEnv } from './env-public';

export const env = {
  ...parsed,
  /** Site origin without a trailing slash. */
  SITE_URL: parsed.SITE_URL.replace(/\/+$/, ''),
  DATABASE_URL: databaseUrl(),
  SALES_TIME_ZONE: parsed.SALES_TIME_ZONE ?? DEFAULT_TIME_ZONES[parsed.SALES_LOCALE],
  /**
   * When the texts of the pages without database content last changed (an ISO date): next.config.ts bakes it in
   * at build time, so it is read literally. Unset: the epoch.
   */
  CONTENT_UPDATED_AT: new Date(process.env.CONTENT_UPDATED_AT || 0),
};
