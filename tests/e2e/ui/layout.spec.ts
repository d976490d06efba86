import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { LOCALES, localized } from '../../support/e2e';

// No page scrolls sideways on a phone: every page type at 320 and 375 px in each language (the widest
// Russian words included). One page load per page type and language, measured at both widths.

const PATHS = ['/', '/about-us', '/contacts', '/contacts?product=ach-020s', '/product', '/product?q=chiller', '/product/ws-35r32', '/categories', '/categories/air-cooled-chillers', '/becomepartner', '/privacy', '/calculator', '/calculator?area=25&sun=high&people=2', '/product/compare?items=ws-35r32,cst-35,ach-020s', '/quote', '/documents', '/dealers', '/projects', '/confirm?token=x', '/nope'];
const WIDTHS = [320, 375];

/** Resolves once the page has drawn two frames at its new size (what reacts to the resize has run by then). */
const afterResize = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const locale of LOCALES) {
  test.describe(`nothing is wider than a 320 or 375 px screen in ${locale}`, () => {
    test.use({ viewport: { width: WIDTHS[0]!, height: 740 } });

    for (const path of PATHS) {
      test(path, async ({ page }) => {
        const [pathname, query] = path.split('?');
        await page.goto(localized(locale, pathname!) + (query ? `?${query}` : ''));
        const wide: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          await afterResize(page);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth}px`);
        }
        expect(wide).toEqual([]);
      });
    }
  });
}

test('a product card on a phone is a compact row, so the list scans quickly', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ru/product');
  // The picture sits beside the text, not above it; the card holds its two 44 px actions (quote, compare) too,
  // which wrap onto two lines in Russian beside the picture (354 px measured): a known cost, see
  // docs/decisions/0066-phone-cards-got-taller.md.
  const cards = await page.getByTestId('product-card').evaluateAll((all) =>
    all.slice(0, 6).map((card) => ({ height: card.getBoundingClientRect().height, picture: card.querySelector('img')!.getBoundingClientRect(), code: card.querySelector('p.font-mono')!.getBoundingClientRect() })),
  );
  for (const { height, picture, code } of cards) {
    expect(picture.right).toBeLessThanOrEqual(code.left);
    expect(height).toBeLessThan(400);
  }
});
