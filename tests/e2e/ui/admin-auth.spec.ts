import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { E2E_DATABASE_URL } from '../../support/e2e';
import { clientIp, db, unique } from '../../support/factories';
import { linkIn, mailTo, waitForMail, waitForMailWhere } from '../../support/mailbox';
import { createStaff, signIn } from '../../support/staff';
import { expect, test } from '../../support/test';
import { acceptedTotpCodes, unusedTotpCode, wrongTotpCode } from '../../support/totp';
import { expectNoAxeViolations } from '../../support/axe';
import { adminTexts } from '../../support/back-office';

// Staff accounts end to end: the invitation (from the command line and from the users page), the password,
// two-factor enrolment and sign-in (a wrong and a reused code refused), the forgotten-password mail (its link works
// once), the sign-in limit, disabling, and the audit entries of each step. Every test has accounts of its own and a
// client address of its own (the sign-in limit counts per account and per address).

// Each test signs in two or three times (an admin also enrols), eleven sign-ins are refused, and axe reads the users
// page (every staff account of the run, 8 s alone): 20-40 s each, up to 60 s on a 2-core machine busy with other runs.
test.describe.configure({ timeout: 90_000 });

test.use({
  // The sign-in pages speak the browser's language before anyone is signed in: English here.
  locale: 'en-GB',
  extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }),
});

const run = promisify(execFile);

/** `npm run users -- …` on the server's database, as the owner of the server runs it. */
async function users(...args: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'users', '--', ...args], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, SITE_URL: BASE_URL },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return stdout;
}

async function invite(email: string, role: string) {
  const output = await users('invite', email, role);
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

async function submitPassword(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
}

async function submitCode(page: Page, code: string) {
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
}

async function signOut(page: Page) {
  await page.goto('/admin/account');
  await page.locator('[data-testid="sign-out"]:visible').click();
  await page.waitForURL(/\/admin\/sign-in/);
}

/** A browser of its own, from a client address of its own. */
const newPage = async (browser: Browser) => (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } })).newPage();

test('invite → set password → enrol TOTP → sign in; a wrong and a reused code are refused; the audit log has each step', async ({ page }) => {
  const email = `owner-${unique()}@staff.test`;
  const link = await invite(email, 'admin');

  // The password rules, then a good password.
  await choosePassword(page, link, 'short');
  await expect(page.getByText('At least 12 characters.')).toBeVisible();
  await choosePassword(page, link, 'Password2024!');
  await expect(page.getByText('That password is too common')).toBeVisible();
  await choosePassword(page, link, 'correct horse battery staple');
  await expect(page.getByText('That password is easy to guess')).toBeVisible();
  const password = 'Gelato-Pistacchio-Amalfi-7';
  await choosePassword(page, link, password, `${password}!`);
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await choosePassword(page, link, password);
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
  // The invitation link works once.
  await page.goto(link);
  await expect(page.getByText('This link is not valid')).toBeVisible();

  // First sign-in of an admin: enrolment is required before anything else.
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const enrolled = await signIn(page, BASE_URL, { id: user.id, email, password });
  const secret = enrolled.totpSecret!;
  expect(secret).toBeTruthy();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await signOut(page);

  // A wrong code is refused; a right one signs in.
  await submitPassword(page, email, password);
  await page.waitForURL(/\/admin\/two-factor/);
  await submitCode(page, wrongTotpCode(secret));
  await expect(page.getByTestId('auth-error')).toContainText('wrong or was already used');
  const code = unusedTotpCode(secret);
  await submitCode(page, code);
  await page.waitForURL((url) => url.pathname === '/admin');
  await signOut(page);

  // The same code again, still inside its time window (the verifier would take it): refused.
  await submitPassword(page, email, password);
  await page.waitForURL(/\/admin\/two-factor/);
  expect(acceptedTotpCodes(secret)).toContain(code);
  await submitCode(page, code);
  await expect(page.getByTestId('auth-error')).toContainText('wrong or was already used');
  expect(await db.session.count({ where: { userId: user.id } })).toBe(0);

  // Each step is in the audit log; the browser's steps with its address and user agent, the command line's without.
  const entries = await db.auditLog.findMany({ where: { entityId: user.id }, orderBy: [{ at: 'asc' }, { id: 'asc' }] });
  const steps = entries.map((entry) => [entry.action, (entry.meta as { secondFactor?: string; method?: string } | null)?.secondFactor ?? (entry.meta as { method?: string } | null)?.method ?? null]);
  expect(steps).toEqual([
    ['user.invite', null],
    ['user.set_password', null],
    ['user.sign_in', 'none'],
    ['user.enable_2fa', null],
    ['user.sign_out', null],
    ['user.two_factor_refused', 'totp'],
    ['user.sign_in', 'totp'],
    ['user.sign_out', null],
    ['user.two_factor_refused', 'totp'],
  ]);
  const browser = await page.evaluate(() => navigator.userAgent);
  expect(entries[0]).toMatchObject({ actorEmail: 'command line', ip: null, userAgent: null });
  for (const entry of entries.slice(1)) expect(entry).toMatchObject({ actorId: user.id, ip: expect.stringMatching(/\d/), userAgent: browser });
});

test("an admin's invitation from the users page is shown once and mailed, and its link sets the password", async ({ page }) => {
  await signIn(page, BASE_URL, await createStaff(db, 'admin'));
  const email = `invited-${unique()}@staff.test`;
  await page.goto('/admin/users');
  await page.locator('#invite-email').fill(email);
  await page.locator('#invite-role').selectOption('sales');
  await page.locator('#invite-locale').selectOption('en');
  await page.locator('form', { has: page.locator('#invite-email') }).locator('button[type="submit"]').click();
  const shown = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
  expect(shown).toMatch(/\/admin\/set-password\?token=/);

  const [mail] = await waitForMail(email);
  expect(linkIn(mail!.text, '/admin/set-password')).toBe(shown);
  await page.context().clearCookies();
  await choosePassword(page, shown, 'a passphrase of the invited');
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
});

test('a forgotten password: at most three links an hour; one sets a new password once, and every other link and the old password stop working', async ({ page, browser }) => {
  const staff = await createStaff(db, 'sales');
  const forgot = async (on: Page, email: string) => {
    await on.goto('/admin/forgot-password');
    await on.locator('input[name="email"]').fill(email);
    await on.locator('form button[type="submit"]').click();
    await expect(on.getByRole('status')).toContainText('If the address belongs to an account');
  };
  // An unknown address gets the same answer as a known one, and no mail.
  const nobody = `nobody-${unique()}@staff.test`;
  await forgot(page, nobody);
  for (let request = 1; request <= 3; request += 1) await forgot(page, staff.email);
  const mails = await waitForMail(staff.email, 3);
  // A fourth request within the hour (from another address: each has its own budget too) is answered the same and
  // mails nothing; a colleague's request made after it is, so the fourth has been handled by then.
  const elsewhere = await newPage(browser);
  await forgot(elsewhere, staff.email);
  const colleague = await createStaff(db, 'editor');
  await forgot(elsewhere, colleague.email);
  await waitForMail(colleague.email);
  expect(await db.outboxMessage.findMany({ where: { to: staff.email }, select: { kind: true } })).toEqual(Array(3).fill({ kind: 'staff-password-reset' }));
  await elsewhere.context().close();
  // The requests are in the account's audit log; the unknown address left no entry, and nothing was queued for it.
  expect(await db.auditLog.count({ where: { entityId: staff.id, action: 'user.password_reset_request' } })).toBe(3);
  expect(await db.auditLog.count({ where: { actorEmail: nobody } })).toBe(0);
  expect(await db.outboxMessage.count({ where: { to: nobody } })).toBe(0);
  expect(await mailTo(nobody)).toEqual([]);
  const [link, older] = [linkIn(mails[2]!.text, '/admin/set-password'), linkIn(mails[0]!.text, '/admin/set-password')];
  expect(older).not.toBe(link);

  const fresh = 'a brand new passphrase';
  await choosePassword(page, link, fresh);
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
  // Neither the link just used nor an older one works any more.
  for (const used of [link, older]) {
    await page.goto(used);
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveCount(0);
  }

  await page.goto('/admin/sign-in');
  await submitPassword(page, staff.email, staff.password);
  await expect(page.getByTestId('auth-error')).toContainText('Wrong email or password.');
  await signIn(page, BASE_URL, { ...staff, password: fresh });
  await expect(page).toHaveURL(`${BASE_URL}/admin`);
  // The session cookie: httpOnly, SameSite=Lax (Secure only when SITE_URL is https, which it is not here).
  const cookie = (await page.context().cookies()).find((item) => item.name.endsWith('session_token'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
  const row = await db.session.findFirstOrThrow({ where: { userId: staff.id } });
  const lifetimeHours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
  expect(lifetimeHours).toBeCloseTo(12, 1);
});

test("sign-in attempts are limited per account: the eleventh within 15 minutes gets a clear message, and the owner a mailed link that ends the lock", async ({ page, browser }) => {
  const staff = await createStaff(db, 'editor');
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    await page.goto('/admin/sign-in');
    await submitPassword(page, staff.email, `wrong password ${attempt}`);
    await expect(page.getByTestId('auth-error')).toBeVisible();
  }
  await expect(page.getByTestId('auth-error')).toContainText('Too many sign-in attempts');
  // Even the right password waits now, from anywhere.
  const owner = await newPage(browser);
  await owner.goto('/admin/sign-in');
  await submitPassword(owner, staff.email, staff.password);
  await expect(owner.getByTestId('auth-error')).toContainText('Too many sign-in attempts');

  // The owner's mail: one link, which asks for a press (a mail scanner opening it unlocks nothing) and works once.
  const [mail] = await waitForMailWhere(staff.email, (message) => Boolean(message.subject?.includes('locked')));
  const link = linkIn(mail!.text, '/admin/unlock');
  await owner.goto(link);
  await owner.getByTestId('unlock-form').locator('button[type="submit"]').click();
  await owner.waitForURL(/\/admin\/sign-in\?unlocked=1/);
  await expect(owner.getByRole('status')).toContainText('Your account is unlocked');
  await signIn(owner, BASE_URL, staff);
  await expect(owner).toHaveURL(`${BASE_URL}/admin`);
  await owner.goto(link);
  await owner.getByTestId('unlock-form').locator('button[type="submit"]').click();
  await expect(owner.getByTestId('auth-error')).toContainText('This link is not valid');
  expect(await db.auditLog.count({ where: { entityId: staff.id, action: { in: ['user.unlock_mail', 'user.unlock'] } } })).toBe(2);
  await owner.context().close();
});

test('the password step of enrolment spends the sign-in budget: a stolen session cannot guess the password there', async ({ page }) => {
  const admin = await createStaff(db, 'admin');
  await page.goto('/admin/sign-in');
  await submitPassword(page, admin.email, admin.password);
  await page.waitForURL(/\/admin\/account\/two-factor/);
  const form = page.getByTestId('enrol-form');
  const submit = async (password: string) => {
    await form.locator('input[name="password"]').fill(password);
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.locator('button[type="submit"]').click()]);
  };
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await submit(`wrong password ${attempt}`);
    await expect(form.getByTestId('field-error')).toBeVisible();
  }
  // The eleventh, even the right one, waits; no authenticator can be enrolled meanwhile.
  await submit(admin.password);
  await expect(form).toContainText('Too many sign-in attempts');
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
});

test('enrolling two-factor ends the sessions that never passed it', async ({ browser }) => {
  const admin = await createStaff(db, 'admin');
  // Someone with the password signs in first and waits on the enrolment page.
  const intruder = await newPage(browser);
  await intruder.goto('/admin/sign-in');
  await submitPassword(intruder, admin.email, admin.password);
  await intruder.waitForURL(/\/admin\/account\/two-factor/);
  // The admin enrols in another browser.
  const own = await newPage(browser);
  const enrolled = await signIn(own, BASE_URL, admin);
  expect(enrolled.totpSecret).toBeTruthy();
  expect(await db.session.count({ where: { userId: admin.id } })).toBe(1);
  await intruder.goto('/admin/users');
  await expect(intruder).toHaveURL(/\/admin\/sign-in/);
  await Promise.all([intruder.context().close(), own.context().close()]);
});

test('a disabled account loses its sessions and cannot sign in', async ({ page }) => {
  const staff = await createStaff(db, 'editor');
  await signIn(page, BASE_URL, staff);
  await users('disable', staff.email);
  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await submitPassword(page, staff.email, staff.password);
  await expect(page.getByTestId('auth-error')).toContainText('Wrong email or password.');
});

test('axe-core finds no violations on the sign-in, account and users pages', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await expectNoAxeViolations(page);
  const staff = await signIn(page, BASE_URL, await createStaff(db, 'admin'));
  expect(staff.totpSecret).toBeTruthy();
  for (const path of ['/admin/account', '/admin/users', '/admin/audit']) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
  // The audit log shows this admin's enrolment, and its filter finds it by who made it.
  await page.goto(`/admin/audit?actor=${encodeURIComponent(staff.email)}`);
  const rows = page.getByTestId('audit-row');
  // Events read in words, in the staff member's language (English here).
  await expect(rows.filter({ hasText: adminTexts('audit', 'en')('events.user_enable_2fa') })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(staff.email);
});
