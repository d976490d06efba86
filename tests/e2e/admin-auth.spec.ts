import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { startAppServer } from '../support/app-server';
import { createStaff, freshTotpCode, signIn } from '../support/staff';

// Staff accounts end to end: the invitation from the command line, the password, two-factor enrolment and
// sign-in (a wrong and a reused code refused), the forgotten-password link (once only), the guards of /admin,
// and the audit entries of each step.

// The sign-in pages speak the browser's language before anyone is signed in: English here.
test.use({ locale: 'en-GB' });

let app: Awaited<ReturnType<typeof startAppServer>>;

test.beforeAll(async () => {
  // A server of its own: startAppServer waits up to 60 s for it, more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  app = await startAppServer({});
});
test.afterAll(async () => {
  await app?.stop();
});

function invite(email: string, role: string) {
  const output = execFileSync('npm', ['run', '--silent', 'users', '--', 'invite', email, role], {
    env: { ...process.env, DATABASE_URL: app.databaseUrl, SITE_URL: app.baseUrl },
    encoding: 'utf8',
  });
  const link = /(http\S+\/admin\/set-password\?token=\S+)/.exec(output)?.[1];
  expect(link, output).toBeTruthy();
  return link!;
}

async function choosePassword(page: Page, link: string, password: string, repeat = password) {
  await page.goto(link);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="repeat"]').fill(repeat);
  await page.locator('form button[type="submit"]').click();
}

async function signOut(page: Page) {
  await page.goto(`${app.baseUrl}/admin/account`);
  await page.locator('[data-testid="sign-out"]:visible').click();
  await page.waitForURL(/\/admin\/sign-in/);
}

test('invite → set password → enrol TOTP → sign in; a wrong and a reused code are refused; the audit log has each step', async ({ page }) => {
  test.setTimeout(120_000);
  const email = 'owner@staff.test';
  const link = invite(email, 'admin');

  // The password rules, then a good password.
  await choosePassword(page, link, 'short');
  await expect(page.getByText('At least 12 characters.')).toBeVisible();
  await choosePassword(page, link, 'Password2024!');
  await expect(page.getByText('That password is too common')).toBeVisible();
  await choosePassword(page, link, 'correct horse battery', 'correct horse battery!');
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  const password = 'correct horse battery staple';
  await choosePassword(page, link, password);
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
  // The invitation link works once.
  await page.goto(link);
  await expect(page.getByText('This link is not valid')).toBeVisible();

  // First sign-in of an admin: enrolment is required before anything else.
  const user = await app.db.user.findUniqueOrThrow({ where: { email } });
  const enrolled = await signIn(page, app.baseUrl, { id: user.id, email, password });
  expect(enrolled.totpSecret).toBeTruthy();
  await page.goto(`${app.baseUrl}/admin/users`);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await signOut(page);

  // A wrong code is refused; the right one signs in.
  const totp = new TOTP({ secret: enrolled.totpSecret!, digits: 6, period: 30 });
  // Start early in a 30-second step, so the reused code below is still inside its window.
  while (30 - (Math.floor(Date.now() / 1000) % 30) < 15) await page.waitForTimeout(1000);
  await page.goto(`${app.baseUrl}/admin/sign-in`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/admin\/two-factor/);
  const code = await freshTotpCode(enrolled.totpSecret!);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.locator('input[name="code"]').fill(wrong);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('auth-error')).toContainText('wrong or was already used');
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await signOut(page);

  // The same code again, still inside its time window: refused.
  expect(totp.validate({ token: code, window: 1 })).not.toBeNull();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/admin\/two-factor/);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('auth-error')).toContainText('wrong or was already used');
  expect(await app.db.session.count({ where: { userId: user.id } })).toBe(0);

  const actions = (await app.db.auditLog.findMany({ where: { entityId: user.id }, orderBy: { at: 'asc' } })).map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['user.invite', 'user.set_password', 'user.enable_2fa']));
});

test('a forgotten password: the mailed link sets a new password once, and the old one stops working', async ({ page }) => {
  const staff = await createStaff(app.db, 'sales');
  await page.goto(`${app.baseUrl}/admin/forgot-password`);
  await page.locator('input[name="email"]').fill(staff.email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toContainText('If the address belongs to an account');
  // An unknown address gets the same answer and no mail.
  await page.goto(`${app.baseUrl}/admin/forgot-password`);
  await page.locator('input[name="email"]').fill('nobody@staff.test');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status')).toContainText('If the address belongs to an account');

  const mails = await app.db.outboxMessage.findMany({ where: { kind: 'staff-password-reset' } });
  expect(mails.map((mail) => mail.to)).toEqual([staff.email]);
  const link = /(http\S+\/admin\/set-password\?token=[\w-]+)/.exec(mails[0]!.text)?.[1];
  expect(link).toBeTruthy();

  const fresh = 'a brand new passphrase';
  await choosePassword(page, link!, fresh);
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
  await page.goto(link!);
  await expect(page.getByText('This link is not valid')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveCount(0);

  await page.goto(`${app.baseUrl}/admin/sign-in`);
  await page.locator('input[name="email"]').fill(staff.email);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByTestId('auth-error')).toContainText('Wrong email or password.');
  await signIn(page, app.baseUrl, { ...staff, password: fresh });
  await expect(page).toHaveURL(`${app.baseUrl}/admin`);
  // The session cookie: httpOnly, SameSite=Lax (Secure only when SITE_URL is https, which it is not here).
  const cookie = (await page.context().cookies()).find((item) => item.name.endsWith('session_token'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
  const row = await app.db.session.findFirstOrThrow({ where: { userId: staff.id } });
  const lifetimeHours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
  expect(lifetimeHours).toBeCloseTo(12, 1);
});

test('the back office is outside the locale routing, never cached or indexed, and asks for a session', async ({ request }) => {
  const response = await request.get(`${app.baseUrl}/admin`, { headers: { cookie: 'NEXT_LOCALE=ru' }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toMatch(/^\/admin\/sign-in/);
  const signInPage = await request.get(`${app.baseUrl}/admin/sign-in`, { headers: { cookie: 'NEXT_LOCALE=ru' } });
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()['cache-control']).toBe('private, no-store');
  expect(signInPage.headers()['x-robots-tag']).toContain('noindex');
  expect(await signInPage.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const robots = await (await request.get(`${app.baseUrl}/robots.txt`)).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  const sitemap = await (await request.get(`${app.baseUrl}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/admin');
});

test('sign-in attempts are limited per account: the eleventh within 15 minutes gets a clear message', async ({ page }) => {
  // Its own server and eleven password checks: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // A server of its own: the attempts spend this address's budget too.
  const app = await startAppServer({});
  test.info().annotations.push({ type: 'server', description: app.baseUrl });
  try {
    await attemptsUntilLimited(page, app);
  } finally {
    await app.stop();
  }
});

async function attemptsUntilLimited(page: Page, app: Awaited<ReturnType<typeof startAppServer>>) {
  const staff = await createStaff(app.db, 'editor');
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    await page.goto(`${app.baseUrl}/admin/sign-in`);
    await page.locator('input[name="email"]').fill(staff.email);
    await page.locator('input[name="password"]').fill(`wrong password ${attempt}`);
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByTestId('auth-error')).toBeVisible();
  }
  await expect(page.getByTestId('auth-error')).toContainText('Too many sign-in attempts');
  // Even the right password waits now.
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByTestId('auth-error')).toContainText('Too many sign-in attempts');
}

test('enrolling two-factor ends the sessions that never passed it', async ({ browser }) => {
  // Two browsers, two sign-ins and an enrolment: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const admin = await createStaff(app.db, 'admin');
  // Someone with the password signs in first and waits on the enrolment page.
  const waiting = await browser.newContext();
  const intruder = await waiting.newPage();
  await intruder.goto(`${app.baseUrl}/admin/sign-in`);
  await intruder.locator('input[name="email"]').fill(admin.email);
  await intruder.locator('input[name="password"]').fill(admin.password);
  await intruder.locator('form button[type="submit"]').first().click();
  await intruder.waitForURL(/\/admin\/account\/two-factor/);
  // The admin enrols in another browser.
  const own = await browser.newContext();
  const enrolled = await signIn(await own.newPage(), app.baseUrl, admin);
  expect(enrolled.totpSecret).toBeTruthy();
  expect(await app.db.session.count({ where: { userId: admin.id } })).toBe(1);
  await intruder.goto(`${app.baseUrl}/admin/users`);
  await expect(intruder).toHaveURL(/\/admin\/sign-in/);
  await Promise.all([waiting.close(), own.close()]);
});

test('a disabled account loses its sessions and cannot sign in', async ({ browser }) => {
  const staff = await createStaff(app.db, 'editor');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, app.baseUrl, staff);
  execFileSync('npm', ['run', '--silent', 'users', '--', 'disable', staff.email], { env: { ...process.env, DATABASE_URL: app.databaseUrl } });
  await page.goto(`${app.baseUrl}/admin/account`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.locator('input[name="email"]').fill(staff.email);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByTestId('auth-error')).toContainText('Wrong email or password.');
  await context.close();
});

test('axe-core finds no violations on the sign-in, account and users pages', async ({ page }) => {
  await page.goto(`${app.baseUrl}/admin/sign-in`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const staff = await signIn(page, app.baseUrl, await createStaff(app.db, 'admin'));
  expect(staff.totpSecret).toBeTruthy();
  for (const path of ['/admin/account', '/admin/users', '/admin/audit']) {
    await page.goto(`${app.baseUrl}${path}`);
    expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
  }
  // The audit log shows this admin's enrolment, and its filter finds it by who made it.
  await page.goto(`${app.baseUrl}/admin/audit?actor=${encodeURIComponent(staff.email)}`);
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'user.enable_2fa' })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(staff.email);
});
