import { t } from '../../support/e2e';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The document library as the seed leaves it: no document (nothing in the api and ui projects uploads one; the
// `changes` project, which does, runs after). The documents themselves: tests/e2e/changes/documents.spec.ts.

test('the library is empty at first, with its empty state and no axe violations', async ({ page }) => {
  await page.goto('/documents');
  await expect(page.getByTestId('documents-empty')).toContainText(t('it', 'Documents.empty'));
  await expectNoAxeViolations(page);
});
