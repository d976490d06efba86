import { t } from '../../support/e2e';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { dayIn } from '@/lib/documents/rules';
import { conformityDocuments } from '@/prisma/data/conformity';

// The document library as the seed leaves it: only the seed's sample EAEU declarations (prisma/data/conformity.ts;
// nothing in the api and ui projects uploads one; the `changes` project, which does, runs after). The documents
// themselves: tests/e2e/changes/documents.spec.ts.

test('the library at first holds the seed’s sample declarations still valid today, and nothing else, with no axe violations', async ({ page }) => {
  // The seed's declarations have fixed dates: those past their last day (Europe/Rome) are no longer shown.
  const valid = conformityDocuments.filter((document) => document.validUntil >= dayIn(new Date()));
  await page.goto('/documents');
  const items = page.getByTestId('document-item');
  await expect(items).toHaveCount(valid.length);
  for (const document of valid) {
    const item = items.filter({ hasText: document.title.it });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-type', 'declaration');
    await expect(item).toContainText(t('it', 'Documents.types.declaration'));
  }
  await expectNoAxeViolations(page);
});
