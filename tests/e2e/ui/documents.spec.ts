import { t } from '../../support/e2e';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The document library as the seed leaves it: only the seed's sample EAEU declarations (prisma/data/conformity.ts;
// nothing in the api and ui projects uploads one; the `changes` project, which does, runs after). The documents
// themselves: tests/e2e/changes/documents.spec.ts.

test('the library at first holds the seed’s sample declarations only, with no axe violations', async ({ page }) => {
  await page.goto('/documents');
  const items = page.getByTestId('document-item');
  await expect(items.first()).toBeVisible();
  expect(new Set(await items.evaluateAll((list) => list.map((item) => item.getAttribute('data-type'))))).toEqual(new Set(['declaration']));
  await expect(items.first()).toContainText(t('it', 'Documents.types.declaration'));
  await expectNoAxeViolations(page);
});
