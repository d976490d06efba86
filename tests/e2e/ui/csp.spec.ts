import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { routeServerActions } from '../../support/e2e';
import { BASE_URL } from '../../../playwright.config';
import { staffBrowser } from '../../support/back-office';
import { db, unique } from '../../support/factories';

// Every page type, browsed and with its form sent, under the Content-Security-Policy the server sends (no
// 'unsafe-inline': the hashes of a static page's scripts, the nonce of a page rendered for the request): not one
// violation, seen in the page and at the report endpoint the policy names. The partner form is sent with a wrong
// captcha (the answer is the server's): the page still runs its whole script and the action.

async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return async () => [...violations, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[])];
}

/** An address no policy here allows an image from: loading it is the probe's own, known violation. */
const PROBE = 'https://csp-probe.invalid/probe.png';

/**
 * What the report endpoint received from this page. A violation made on purpose last (an image from PROBE; a
 * script run from the test itself would not do, as DevTools is exempt from the policy) is reported after any
 * earlier one, so once it is in, every report of the page is.
 */
async function reportedViolations(page: Page): Promise<string[]> {
  const document = `${BASE_URL}${new URL(page.url()).pathname}`;
  const since = new Date(Date.now() - 60_000);
  await page.evaluate((probe) => {
    new Image().src = probe;
  }, PROBE);
  const where = { documentUri: document, at: { gte: since } };
  await expect.poll(() => db.cspReport.count({ where: { ...where, blockedUri: PROBE } }), { timeout: 10_000 }).toBeGreaterThan(0);
  const reports = await db.cspReport.findMany({ where: { ...where, NOT: { blockedUri: PROBE } } });
  return reports.map((report) => `${report.directive} ${report.blockedUri}`);
}

const PAGES = [
  '/',
  '/ru/about-us',
  '/en/product',
  '/product?category=chillers&sort=capacity-desc',
  '/ru/product/ws-35r32',
  '/en/categories',
  '/categories/air-cooled-chillers',
  '/privacy',
  '/ru/confirm?token=abc',
  '/en/unsubscribe?token=abc',
  '/ru/calculator?area=25&sun=high',
  '/en/product/compare?items=ws-35r32,fcu-200',
  '/quote',
  '/nope',
];

// One test per page type (each browsed until the network is idle), so that they run side by side and each stays
// well within the default timeout.
test.describe('no page type breaks the Content-Security-Policy', () => {
  for (const url of PAGES) {
    test(url, async ({ page }) => {
      const violations = await watchViolations(page);
      const answer = await page.goto(url);
      expect(answer?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(await reportedViolations(page)).toEqual([]);
    });
  }
});

test.describe('the back office', () => {
  // A sign-in and five screens: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('runs under a nonce with \'strict-dynamic\': dashboard, inbox, catalogue, consent queue, account', async ({ browser }) => {
  const admin = await staffBrowser(browser, 'admin');
  const page = await admin.page();
  const violations = await watchViolations(page);
  for (const url of ['/admin', '/admin/leads', '/admin/catalogue', '/admin/consent/requests', '/admin/account']) {
    const answer = await page.goto(url);
    expect(answer?.headers()['content-security-policy'], url).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await page.waitForLoadState('networkidle');
  }
  expect(await violations()).toEqual([]);
  expect(await reportedViolations(page)).toEqual([]);
  await admin.close();
  });
});

test('every form sends under the Content-Security-Policy, the map included', async ({ page }) => {
  const violations = await watchViolations(page);
  let actions = 0;
  await routeServerActions(page, (route) => {
    actions += 1;
    return route.continue();
  });
  // Footer newsletter.
  await page.goto('/en/about-us');
  await page.locator('#newsletter-email').fill(`csp-${unique()}@example.test`);
  await page.getByTestId('newsletter-form').getByRole('button').click();
  await expect.poll(() => actions).toBe(1);
  // Equipment request on the contacts page, and its map.
  await page.goto('/ru/contacts');
  await page.getByTestId('equipment-name').fill('Иван');
  await page.getByTestId('equipment-phone').fill('+7 912 345-67-89');
  await page.getByTestId('equipment-submit').click();
  await expect(page.getByTestId('equipment-success')).toBeVisible();
  // Partner form: the image, the refresh, a submission.
  await page.goto('/en/becomepartner');
  await page.getByTestId('captcha-refresh').click();
  await page.getByTestId('partner-submit').click();
  await page.getByLabel('Country of residence').selectOption('IT');
  await page.getByTestId('partner-full-name').fill('Marco Rossi');
  await page.getByTestId('partner-company').fill('Clima SRL');
  await page.getByTestId('partner-phone').fill('+39 06 1234 5678');
  await page.getByTestId('partner-inn').fill('IT01234567890');
  await page.getByTestId('partner-email').fill(`csp-partner-${unique()}@example.test`);
  await page.getByTestId('partner-captcha').fill('wrong');
  await page.getByTestId('partner-agreement').check();
  await page.getByTestId('partner-submit').click();
  await expect(page.getByText('Invalid confirmation code')).toBeVisible();
  // Confirmation page button.
  await page.goto('/en/confirm?token=not-a-token');
  await page.getByTestId('token-submit').click();
  await expect(page.getByTestId('token-action')).toHaveAttribute('data-phase', 'error');
  expect(await violations()).toEqual([]);
});
