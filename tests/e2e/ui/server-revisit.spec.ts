import { expect, test } from '../../support/test';

// A page revisited in a browser is answered 304 (tests/e2e/api/server-headers.spec.ts), and the browser copies the
// 304's headers onto the page it kept: a policy sent with the 304 would replace the page's own.
test.use({ javaScriptEnabled: false });

test('a revisited page keeps its policy: forms still post', async ({ page }) => {
  await page.goto('/ru/product');
  await page.goto('/ru/about-us');
  const again = await page.goto('/ru/product');
  // The browser asked whether its copy is current (and was told it is): the case this test is about.
  expect(await again!.request().headerValue('if-none-match')).toBeTruthy();
  await page.getByTestId('add-to-quote').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/ru\/quote\?done=added$/);
});
