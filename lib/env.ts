import 'server-only';
import { z } from 'zod';
import { databaseUrl } from './database-url';

// Every setting the application reads, with its default. README "Configuration" mirrors this list.
const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  SENTRY_DSN: z.string().optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

const parsed = schema.parse({
  SITE_URL: process.env.SITE_URL || undefined,
  SENTRY_DSN: process.env.SENTRY_DSN || undefined,
  ADMIN_TOKEN: process.env.ADMIN_TOKEN || undefined,
  NODE_ENV: process.env.NODE_ENV || undefined,
});

export const env = {
  ...parsed,
  /** Site origin without a trailing slash. */
  SITE_URL: parsed.SITE_URL.replace(/\/+$/, ''),
  DATABASE_URL: databaseUrl(),
};
