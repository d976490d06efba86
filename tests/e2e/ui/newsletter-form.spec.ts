import { LOCALES, localized, routeServerActions, t } from '../../support/e2e';
import { unique } from '../../support/factories';
import { expect, test } from '../../support/test';

// The footer form in Chromium on the shared server, with addresses of the test's own; what the server answers
// each code is tested over HTTP in tests/e2e/api/newsletter.spec.ts.
for (const locale of LOCALES) {
  test(`footer form: submitting state, result toasts and network error (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, '/about-us'));
    const form = page.getByTestId('newsletter-form');
    const field = form.getByRole('textbox', { name: t(locale, 'Footer.emailLabel') });
    const button = form.getByRole('button', { name: t(locale, 'Footer.subscribe') });
    const email = `footer-${locale}-${unique()}@example.test`;

    // Hold the answer back long enough to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const unroute = await routeServerActions(page, async (route) => {
      await held;
      await route.continue();
    });
    await field.fill(email);
    await button.click();
    await expect(button).toBeDisabled();
    await expect(form.getByTestId('newsletter-spinner')).toBeVisible();
    release();
    await expect(page.getByText(t(locale, 'Newsletter.CONFIRMATION_EMAIL_SENT'))).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(button).toBeEnabled();
    await expect(form.getByTestId('newsletter-spinner')).toHaveCount(0);
    await unroute();

    // The same address again: the server's code, translated.
    await field.fill(email);
    await button.click();
    await expect(page.getByText(t(locale, 'Newsletter.EMAIL_PENDING_CONFIRMATION'))).toBeVisible();
    await expect(field).toHaveValue(email);

    // No answer at all.
    await routeServerActions(page, (route) => route.abort('internetdisconnected'));
    await button.click();
    await expect(page.getByText(t(locale, 'Newsletter.NETWORK_ERROR'), { exact: true })).toBeVisible();
  });
}

test('the browser refuses an empty or malformed address before anything is sent', async ({ page }) => {
  let posted = false;
  await routeServerActions(page, (route) => {
    posted = true;
    return route.continue();
  });
  await page.goto('/');
  const form = page.getByTestId('newsletter-form');
  await form.getByRole('button').click();
  await form.getByRole('textbox').fill('not-an-address');
  await form.getByRole('button').click();
  expect(await form.getByRole('textbox').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  expect(posted).toBe(false);
});

test('without JavaScript the form subscribes and shows the answer under it, keeping the address out of the URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/about-us');
  const email = `nojs-${unique()}@example.test`;
  await page.locator('#newsletter-email').fill(email);
  await page.getByTestId('newsletter-form').getByRole('button').click();
  await expect(page.getByTestId('newsletter-answer')).toHaveText(t('ru', 'Newsletter.CONFIRMATION_EMAIL_SENT'));
  expect(page.url()).not.toContain('example.test');
  expect(new URL(page.url()).pathname).toBe('/ru/about-us');
  // Sent again, the same address is pending: the answer says so and the address stays in the field.
  await page.locator('#newsletter-email').fill(email);
  await page.getByTestId('newsletter-form').getByRole('button').click();
  await expect(page.getByTestId('newsletter-answer')).toHaveText(t('ru', 'Newsletter.EMAIL_PENDING_CONFIRMATION'));
  await expect(page.locator('#newsletter-email')).toHaveValue(email);
  await context.close();
});
