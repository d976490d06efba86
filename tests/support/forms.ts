import type { APIRequestContext, APIResponse } from '@playwright/test';
import { CONTACT_EMAIL } from '@/lib/constants';
import { mailTo, type Mail } from './mailbox';

// Helpers of the public forms' and the newsletter's end-to-end tests (tests/e2e/{api,ui}/{lead-forms,leads-api,
// newsletter*,quote}.spec.ts) on the one shared server.

/**
 * Where the shared server sends lead notifications: its SALES_EMAIL is not set, so the default, the contact
 * address (lib/env.ts). Every test's notifications arrive there: a test finds its own by content of its own.
 */
export const SALES_EMAIL = CONTACT_EMAIL;

/** The answer of every captcha challenge the tests create (tests/support/known-captcha.ts). */
export const CAPTCHA_ANSWER = 'k7m2p';

/**
 * Waits until `count` messages to `address` match `wanted` (at most `timeoutMs`) and answers them: for a shared
 * address (sales), where other tests' mail arrives too.
 */
export async function waitForMailWhere(address: string, wanted: (mail: Mail) => boolean, count = 1, timeoutMs = 15_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailTo(address)).filter(wanted);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} matching e-mail(s) to ${address} within ${timeoutMs} ms, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** POSTs `body` (an object as JSON, or a string as it is) with Content-Type application/json. */
export function postJson(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.post(path, {
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A header exactly as it was sent (mailparser restructures List-* headers). */
export function rawHeader(mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}

/** The `token` parameter of a link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}
