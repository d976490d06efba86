import { expectNoAxeViolations } from '../../support/axe';
import { staffBrowser } from '../../support/back-office';
import { clientIp, db, unique } from '../../support/factories';
import { expect, test } from '../../support/test';
import type { Browser } from '@playwright/test';
import { createLead } from '@/lib/leads/number';

// axe-core on the staff screens that no area's own test reads with axe: the record pages reached
// from a list (a lead, a subscriber, a mail, a category), the "new" forms, the 404 inside the shell and the pages
// before sign-in. The lists and editors are read where their behaviour is tested (catalogue, projects, dealers,
// documents, leads, subscribers, dashboard, outbox, jobs, campaigns, consent, account, users, audit).

// Two tests, each an admin's sign-in with enrolment and about ten pages with axe (1-4 s each on a quiet 2-core
// machine, two or three times that beside a build), so each stays well inside its time limit.
test.describe.configure({ timeout: 120_000 });

test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

/** Signs an admin in and reads each page with axe. */
async function readWithAxe(browser: Browser, pages: string[]) {
  const admin = await staffBrowser(browser, 'admin');
  const page = await admin.page();
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  return { admin, page };
}

test('axe-core finds no violation on the "new" forms, the account and CRM pages and before sign-in', async ({ browser }) => {
  const { admin } = await readWithAxe(browser, ['/admin/catalogue/categories/new', '/admin/catalogue/products/new', '/admin/dealers/new', '/admin/documents/new', '/admin/campaigns/new', '/admin/account/two-factor', '/admin/crm']);
  await admin.close();

  // Before sign-in, in a browser of its own.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const anonymous = await visitor.newPage();
  for (const path of ['/admin/forgot-password', '/admin/set-password?token=expired-or-unknown']) {
    await anonymous.goto(path);
    await expectNoAxeViolations(anonymous, path);
  }
  await visitor.close();
});

test('axe-core finds no violation on the record pages reached from a list and the 404, and no list widens a phone', async ({ browser }) => {
  const token = unique();
  const consent = { consentAt: new Date(), consentIp: '203.0.113.9', consentUserAgent: 'Playwright', consentTextVersion: '2026-01' };
  const lead = await createLead(db, { type: 'partner', name: `Axe Lead ${token}`, email: `axe-${token}@example.test`, phone: '+79123456789', country: 'RU', locale: 'ru', sourcePage: '/ru/becomepartner', ...consent });
  const subscriber = await db.subscriber.create({ data: { email: `axe-${token}@example.test`, status: 'subscribed', locale: 'it', confirmedAt: new Date(), consentSourcePage: '/', ...consent } });
  const mail = await db.outboxMessage.create({
    data: { messageId: `<axe-${token}@test>`, kind: 'staff-invitation', to: `axe-${token}@example.test`, subject: 'Invitation', html: '<p>x</p>', text: 'x', status: 'failed', attempts: 3, lastError: '550 Mailbox unavailable', failedAt: new Date() },
  });
  const category = await db.category.findFirstOrThrow({ where: { parentId: { not: null } }, select: { id: true } });

  const { admin, page } = await readWithAxe(browser, [
    `/admin/leads/${lead.id}`,
    `/admin/subscribers/${subscriber.id}`,
    `/admin/outbox/${mail.id}`,
    '/admin/catalogue/categories',
    `/admin/catalogue/categories/${category.id}`,
    `/admin/history/category/${category.id}`,
    '/admin/leads/no-such-lead',
  ]);
  // The 404 keeps the staff menu around it.
  await expect(page.getByTestId('admin-notFound')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // On a 320 px phone the lists scroll sideways inside their own region; the page itself never does (a control
  // hidden for screen readers in a cell once widened it).
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/admin/users', '/admin/outbox', '/admin/catalogue', '/admin/audit', '/admin/crm']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  await admin.close();
});
