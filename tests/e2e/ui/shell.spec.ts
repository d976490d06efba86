import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { localized, t } from '../../support/e2e';

// The public site's shell in a browser: menus, focus, keyboard, scrolling, the version watcher. What the server's
// HTML alone shows (the footer's tools without JavaScript) is in tests/e2e/api/shell.spec.ts.

/**
 * Opens a page and waits until it is hydrated: the shell's version check runs 1 s after it mounts. A hash
 * changed before that is lost, because Next's router, once hydrated, writes back the URL it started from.
 */
async function gotoHydrated(page: Page, url: string) {
  const hydrated = page.waitForResponse('**/api/version');
  await page.goto(url);
  await hydrated;
}

test.describe('language switcher', () => {
  test('keeps the page, query and hash and stores a 365-day Lax cookie on path /', async ({ page, context }) => {
    await page.goto('/privacy?ref=footer#cookies');
    await page.getByTestId('locale-switcher-compact').getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/privacy\?ref=footer#cookies$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ru');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // Back to Italian: the unprefixed URL must stay Italian although the cookie said Russian a moment ago.
    await page.getByTestId('locale-switcher-compact').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/privacy\?ref=footer#cookies$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens by keyboard, traps focus, closes with Escape and with a link', async ({ page }) => {
    await page.goto('/en');
    const button = page.getByTestId('menu-button');
    await expect(page.getByTestId('products-trigger')).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: t('en', 'Nav.becomePartner') })).toBeVisible();

    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await drawer.getByRole('link', { name: t('en', 'Nav.aboutUs') }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(drawer).toBeHidden();
  });
});

// The engineers' and dealers' tools have no place of their own in the header the specification draws: they are
// beside the Products panel's grid, first in the phone menu (in view without scrolling) and in the footer
// (tests/e2e/api/shell.spec.ts); the references only once there is a project (the shared test server's seeded
// database has none). Issue 36, item 4: and the families sit where a buyer looks (wall-mounted splits under split
// systems).
test.describe('tools in the menus and the footer', () => {
  const TOOLS = [
    ['Nav.calculator', '/calculator'],
    ['Nav.documents', '/documents'],
    ['Nav.dealers', '/dealers'],
    ['Nav.quote', '/quote'],
  ] as const;

  async function expectTools(area: ReturnType<Page['getByTestId']>, locale: 'it' | 'ru' | 'en') {
    for (const [key, path] of TOOLS) {
      const link = area.getByRole('link', { name: t(locale, key), exact: true });
      await expect(link).toHaveAttribute('href', localized(locale, path));
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(area.getByRole('link', { name: t(locale, 'Nav.projects'), exact: true })).toHaveCount(0);
  }

  test('the desktop Products panel at 1024 px lists the tools beside the families', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/ru');
    await page.getByTestId('products-trigger').click();
    await expectTools(page.getByTestId('tools-menu'), 'ru');
    // The whole panel opens within the page; the header's items each keep one line.
    await expect(page.getByTestId('products-menu')).toBeInViewport({ ratio: 1 });
    const items = await page.locator('header [data-nav-item]').all();
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) expect((await item.boundingBox())!.height).toBeLessThanOrEqual(44);
    const split = page.getByTestId('products-menu').locator('section').filter({ has: page.getByRole('heading', { name: 'Сплит-системы', exact: true }) });
    await expect(split.getByRole('link', { name: 'Настенные сплит-системы' })).toHaveAttribute('href', '/ru/categories/wall-mounted-splits');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  for (const width of [320, 375]) {
    test(`the phone menu at ${width} px shows the tools without scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 320 ? 568 : 740 });
      await page.goto('/ru');
      await page.getByTestId('menu-button').click();
      await expectTools(page.getByTestId('drawer-tools'), 'ru');
      const drawer = page.getByTestId('mobile-drawer');
      await expect(drawer.locator('li').filter({ has: page.getByText('Сплит-системы', { exact: true }) }).getByRole('link', { name: 'Настенные сплит-системы' })).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('desktop products menu at 1280 px', () => {
  test('opens by keyboard and leads to a child category', async ({ page }) => {
    await page.goto('/ru');
    const trigger = page.getByTestId('products-trigger');
    await expect(page.getByTestId('menu-button')).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('products-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: t('ru', 'Nav.allProducts') })).toHaveAttribute('href', '/ru/product');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /^\/ru\/categories\/[\w-]+$/);
    const href = await focused.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1')).toBeVisible();
  });

  test('opens on hover', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('products-trigger').hover();
    await expect(page.getByTestId('products-menu')).toBeVisible();
  });

  // Once the page is hydrated, the only scripts still to come are those loaded on demand, the menu's among them.
  const CHUNKS = '**/_next/static/chunks/**';

  test('stays closed when the pointer has moved on before its code arrived', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The menu's code is held back until the pointer has left Products.
    let movedOn!: () => void;
    const pointerGone = new Promise<void>((resolve) => (movedOn = resolve));
    await page.route(CHUNKS, async (route) => {
      await pointerGone;
      await route.continue();
    });
    const arrived = page.waitForResponse(CHUNKS);
    const trigger = page.getByTestId('products-trigger');
    await trigger.hover();
    await page.locator('h1').hover();
    movedOn();
    await arrived;
    // The menu is in place once its trigger carries Radix's state: it opens (or not) as it mounts.
    await expect(trigger).toHaveAttribute('data-state', /^(open|closed)$/);
    // Observation window (at most 1 s): nothing opens the panel once the menu is in place, Radix's hover delay included.
    await page.waitForTimeout(500);
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('products-menu')).toBeHidden();
    await page.getByTestId('products-trigger').hover();
    await expect(page.getByTestId('products-menu')).toBeVisible();
  });

  test('Products still leads to the categories when the menu cannot load', async ({ page }) => {
    await gotoHydrated(page, '/ru');
    // A script that fails to load first reloads the page once (a new build may have replaced it: version-watcher);
    // this is the click after that reload, within the guard's 10 s.
    await page.evaluate(() => sessionStorage.setItem('reload-guard:/ru', String(Date.now())));
    await page.route(CHUNKS, (route) => route.abort());
    await page.getByTestId('products-trigger').click();
    await expect(page).toHaveURL(/\/ru\/categories$/);
  });
});

test('the scroll-to-top button appears past 300 px and scrolls smoothly to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/privacy');
  const button = page.getByTestId('scroll-to-top');
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test.describe('hash scrolling', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('stops 100 px above the target on load and after a hash change', async ({ page }) => {
    await gotoHydrated(page, '/en/privacy#data');
    const top = (id: string) => page.evaluate((el) => Math.round(document.getElementById(el)!.getBoundingClientRect().top), id);
    await expect.poll(() => top('data')).toBe(100);
    await page.evaluate(() => (window.location.hash = '#retention'));
    await expect.poll(() => top('retention')).toBe(100);
  });

  test('waits for a target that appears later', async ({ page }) => {
    await gotoHydrated(page, '/en/privacy');
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      // The target is added only after the page has handled the hash change (its listener runs before this one,
      // added later) and drawn a frame without it: the page has looked for it and not found it.
      await new Promise<void>((handled) => {
        window.addEventListener('hashchange', () => requestAnimationFrame(() => handled()), { once: true });
        window.location.hash = '#late';
      });
      if (document.getElementById('late')) throw new Error('#late exists before the hash change');
      const el = document.createElement('div');
      el.id = 'late';
      el.style.height = '10px';
      document.getElementById('retention')!.before(el);
    });
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('late')?.getBoundingClientRect().top ?? -1)))
      .toBe(100);
  });

  test('a missing target only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/privacy#nowhere');
    await expect.poll(() => warnings.some((w) => w.includes('#nowhere')), { timeout: 6000 }).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('after a newer build goes live, the next link click is a full page load', async ({ page }) => {
  let serveNewBuild = false;
  await page.route('**/api/version', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { buildId: string };
    await route.fulfill({ json: serveNewBuild ? { buildId: `${body.buildId}-next` } : body });
  });

  // Same build: navigation stays client-side, the window survives.
  const firstCheck = page.waitForResponse('**/api/version');
  await page.goto('/en');
  await firstCheck;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByTestId('site-footer').getByRole('link', { name: t('en', 'Nav.aboutUs') }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // A newer build: the next click reloads the document.
  serveNewBuild = true;
  const secondCheck = page.waitForResponse('**/api/version');
  await page.goto(localized('en', '/contacts'));
  await secondCheck;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  await page.getByTestId('site-footer').getByRole('link', { name: t('en', 'Nav.aboutUs') }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});

test('the home page shows the four counters and the footer the newsletter form with its consent link', async ({ page }) => {
  await page.goto('/ru');
  const stats = page.getByTestId('stats');
  for (const key of ['completedProjects', 'satisfiedClients', 'teamMembers', 'yearsOfExperience']) {
    await expect(stats.getByText(t('ru', `Home.stats.${key}`))).toBeVisible();
  }
  const form = page.getByTestId('newsletter-form');
  const email = form.getByRole('textbox');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByTestId('site-footer').getByRole('link', { name: /./ }).filter({ hasText: /конфиденциальности|персональн/i }).first()).toHaveAttribute('href', '/ru/privacy');
  await expect(page.getByTestId('site-footer')).toContainText(String(new Date().getFullYear()));
});

test.describe('keyboard and focus', () => {
  test('tabbing on from the open Products panel closes it', async ({ page }) => {
    // Hydrated first: before that, Enter on Products follows its link to the categories (the no-script path).
    await gotoHydrated(page, '/en');
    await page.getByTestId('products-trigger').focus();
    // The focus loads the menu's code; this test is about leaving the open panel, so it waits for the menu (its
    // trigger carries Radix's state) instead of racing the swap with its key press.
    await expect(page.getByTestId('products-trigger')).toHaveAttribute('data-state', 'closed');
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('products-menu');
    await expect(menu).toBeVisible();
    const links = await menu.getByRole('link').count();
    for (let i = 0; i < links; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(t('en', 'Nav.aboutUs'));
    await expect(menu).toBeHidden();
  });

  test('closing the equipment dialog gives the focus back to the link that opened it', async ({ page }) => {
    await page.goto('/en/product/ws-35r32');
    const cta = page.getByTestId('product-cta');
    await cta.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('equipment-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });

  test('the focus ring on the navy footer and hero reads at 4.5:1 or more', async ({ page }) => {
    await page.goto('/en');
    const contrast = async (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        (element as HTMLElement).focus({ focusVisible: true } as FocusOptions);
        const rgb = (value: string) => value.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
        const luminance = ([r, g, b]: number[]) =>
          [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
        // The ring sits outside the element (outline-offset), on whatever its parents paint.
        let section: Element | null = element.parentElement;
        while (section && getComputedStyle(section).backgroundColor === 'rgba(0, 0, 0, 0)') section = section.parentElement;
        const ring = luminance(rgb(getComputedStyle(element).outlineColor));
        const background = luminance(rgb(getComputedStyle(section!).backgroundColor));
        return (Math.max(ring, background) + 0.05) / (Math.min(ring, background) + 0.05);
      });
    await page.keyboard.press('Tab');
    expect(await contrast('[data-testid="site-footer"] a[href="/en/about-us"]')).toBeGreaterThanOrEqual(4.5);
    expect(await contrast('.dark-section a')).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu button and the desktop Products item lead to the categories', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ru');
    await page.getByTestId('menu-button').click();
    await expect(page).toHaveURL(/\/ru\/categories$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ru/about-us');
    await page.getByTestId('products-trigger').click();
    await expect(page).toHaveURL(/\/ru\/categories$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});
