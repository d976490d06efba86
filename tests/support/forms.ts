import type { APIRequestContext, APIResponse } from '@playwright/test';
import { CONTACT_EMAIL } from '@/lib/constants';

// Helpers of the public forms' and the newsletter's end-to-end tests (tests/e2e/{api,ui}/{lead-forms,leads-api,
// newsletter*,quote}.spec.ts) on the one shared server.

/**
 * Where the shared server sends lead notifications: its SALES_EMAIL is not set, so the default, the contact
 * address (lib/env.ts). Every test's notifications arrive there: a test finds its own by content of its own.
 */
export const SALES_EMAIL = CONTACT_EMAIL;

/** The answer of every captcha challenge the tests create (tests/support/known-captcha.ts). */
export const CAPTCHA_ANSWER = 'k7m2p';

/** POSTs `body` (an object as JSON, or a string as it is) with Content-Type application/json. */
export function postJson(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.post(path, {
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The `token` parameter of a link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}
