import { LOCALES, localized, t } from '../../support/e2e';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The dealers page as the seed leaves it: no dealer yet (nothing in the api and ui projects makes one; the
// `changes` project, which does, runs after). The dealers themselves: tests/e2e/changes/dealers.spec.ts.

// Six visits and three axe runs: 22 to 27 s on two cores shared with other runs (load about 18).
test.describe.configure({ timeout: 60_000 });

test('before any dealer, /dealers is static and says so in each language', async ({ browser, page: scripted }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // axe runs in the page: `scripted` has scripts on (the checks above run without).
  for (const locale of LOCALES) {
    const response = await page.goto(localized(locale, '/dealers'));
    expect(response?.status()).toBe(200);
    // Served from the cache like every static page: no per-visitor answer, no cookie.
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await expect(page.getByTestId('dealers-empty')).toContainText(t(locale, 'Dealers.empty.title'));
    await expect(page.getByTestId('dealer-filter')).toHaveCount(0);
    await scripted.goto(localized(locale, '/dealers'));
    await expectNoAxeViolations(scripted);
  }
  await context.close();
});
