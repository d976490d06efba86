import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { hashPassword } from 'better-auth/crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { Role } from '@/lib/admin/roles';
import { unusedTotpCode } from './totp';

// Staff accounts for end-to-end tests: created straight in the test's database (as an invitation followed by a
// password would leave them), then signed in through the real sign-in pages.

export type StaffCredentials = { id: string; email: string; password: string; totpSecret?: string };

/** A staff member with a password and no two-factor yet. */
export async function createStaff(db: PrismaClient, role: Role, options: { email?: string; password?: string; locale?: string } = {}): Promise<StaffCredentials> {
  const id = randomUUID();
  const email = (options.email ?? `${role}-${id.slice(0, 8)}@staff.test`).toLowerCase();
  const password = options.password ?? `Test-${randomUUID()}`;
  await db.user.create({
    data: {
      id,
      email,
      name: `${role} ${id.slice(0, 4)}`,
      role,
      emailVerified: true,
      locale: options.locale ?? 'en',
      accounts: { create: { id: randomUUID(), accountId: id, providerId: 'credential', password: await hashPassword(password) } },
    },
  });
  return { id, email, password };
}

/**
 * Signs in through /admin/sign-in. With a TOTP secret, answers the second step. An admin without two-factor is
 * sent to the enrolment on first sign-in: this enrols (reading the key shown on the page) and returns the
 * credentials with `totpSecret`, to pass to later sign-ins.
 */
export async function signIn(page: Page, baseUrl: string, staff: StaffCredentials): Promise<StaffCredentials> {
  await page.goto(`${baseUrl}/admin/sign-in`);
  await page.locator('input[name="email"]').fill(staff.email);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
  if (new URL(page.url()).pathname === '/admin/two-factor') {
    if (!staff.totpSecret) throw new Error(`${staff.email} has two-factor sign-in: pass its totpSecret`);
    await page.locator('input[name="code"]').fill(unusedTotpCode(staff.totpSecret));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/admin/two-factor');
    return staff;
  }
  if (new URL(page.url()).pathname === '/admin/account/two-factor') return { ...staff, totpSecret: await enrolTotp(page, staff.password) };
  return staff;
}

/** Enrols TOTP on the enrolment page (already open): answers the secret. */
export async function enrolTotp(page: Page, password: string): Promise<string> {
  const form = page.getByTestId('enrol-form');
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await form.locator('input[name="code"]').fill(unusedTotpCode(secret));
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/admin/account');
  return secret;
}
