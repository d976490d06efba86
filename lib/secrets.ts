import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { env } from '@/lib/env';

const SETTING_KEY = 'app-secret';
let cached: Promise<string> | undefined;

/**
 * APP_SECRET, or when it is unset a secret generated once and kept in the database, so every instance
 * (and every restart) signs and checks unsubscribe links with the same key.
 */
export function appSecret(): Promise<string> {
  if (env.APP_SECRET) return Promise.resolve(env.APP_SECRET);
  cached ??= (async () => {
    const candidate = randomBytes(32).toString('base64url');
    try {
      await db.setting.create({ data: { key: SETTING_KEY, value: candidate } });
    } catch {
      // Another request or instance stored one first: use that.
    }
    const stored = await db.setting.findUniqueOrThrow({ where: { key: SETTING_KEY } });
    return stored.value;
  })().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
