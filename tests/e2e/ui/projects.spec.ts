import { LOCALE_PREFIXES, t } from '../../support/e2e';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// Reference projects as the seed leaves them: none (references are facts, never seeded; nothing in the api and ui
// projects makes one, and the `changes` project, which does, runs after). The projects themselves:
// tests/e2e/changes/projects.spec.ts.

// Seven visits and an axe run: 12 to 16 s on two cores shared with other runs (load about 18).
test.describe.configure({ timeout: 60_000 });


test('with no project, /projects says so and is noindex in each language; an unknown project is the 404', async ({ page }) => {
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    const response = await page.goto(`${prefix}/projects`);
    expect(response?.status()).toBe(200);
    const empty = page.getByTestId('projects-empty');
    await expect(empty.getByRole('heading', { level: 2 })).toHaveText(t(locale, 'Projects.empty.title'));
    await expect(page.getByTestId('project-card')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null)).toContain('noindex');
    if (locale === 'it') await expectNoAxeViolations(page);
  }
  const missing = await page.goto('/en/projects/no-such-project');
  expect(missing?.status()).toBe(404);
});
