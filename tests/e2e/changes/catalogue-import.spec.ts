import ExcelJS from 'exceljs';
import { adminTexts, staffBrowser } from '../../support/back-office';
import { catalogueWorkbook } from '../../support/catalogue-workbook';
import { copyProduct, db } from '../../support/factories';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { PRODUCT_COLUMNS, columnLetter as letter } from '@/lib/admin/import/columns';

// The catalogue's spreadsheet import (issue 34, item 2) as an Italian editor uses it, without JavaScript: a sheet of
// 3 new, 2 changed and 2 refused products uploaded, its report (each refusal with sheet, row, column and reason),
// Apply as drafts, then "Undo import" putting everything back. The sheet holds only this test's products, so the
// other tests' changes to the shared catalogue cannot make its report stale.

test.describe.configure({ timeout: 120_000 });

const C = adminTexts('catalogue', 'it');
const column = (name: string) => PRODUCT_COLUMNS.indexOf(name as (typeof PRODUCT_COLUMNS)[number]);

test('3 new, 2 changed and 2 refused products: the report, Apply as drafts, and Undo', async ({ browser }) => {
  const [first, second] = await Promise.all([copyProduct('ws-25r32'), copyProduct('ws-35r32')]);
  const editor = await staffBrowser(browser, 'editor', { locale: 'it' });
  const page = await editor.page({ javaScriptEnabled: false });

  // The two copies as the export writes them, renamed in English; three new products and two bad ones.
  const exported = await page.context().request.get('/api/admin/catalogue/export?format=xlsx');
  expect(exported.status()).toBe(200);
  const source = new ExcelJS.Workbook();
  await source.xlsx.load((await exported.body()) as unknown as ArrayBuffer);
  const rows = source.getWorksheet('Products')!.getRows(2, source.getWorksheet('Products')!.rowCount - 1)!;
  const values = (row: ExcelJS.Row) => PRODUCT_COLUMNS.map((_, i) => row.getCell(i + 1).value);
  const copies = [first, second].map((copy, n) => {
    const line = values(rows.find((row) => row.getCell(column('slug') + 1).text === copy.slug)!);
    line[column('name.en')] = `Changed by the sheet ${n + 1}`;
    return line;
  });
  const from = 1000 + Math.floor(Math.random() * 8000);
  const fresh = new ExcelJS.Workbook();
  await fresh.xlsx.load((await catalogueWorkbook({ products: 5, from })) as unknown as ArrayBuffer);
  const created = fresh.getWorksheet('Products')!.getRows(2, 5)!.map(values);
  created[3]![column('seer')] = 99;
  created[4]![column('category')] = 'no-such-family';
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Products').addRows([[...PRODUCT_COLUMNS], ...copies, ...created]);

  await page.goto('/admin/catalogue/import');
  await page.locator('#import-file').setInputFiles({ name: 'listino.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('count-created')).toContainText('3');
  await expect(page.getByTestId('count-changed')).toContainText('2');
  await expect(page.getByTestId('count-refused')).toContainText('2');
  const refused = page.getByTestId('refused-row');
  await expect(refused.nth(0)).toContainText(`Products, riga 7, colonna ${letter(column('seer'))}`);
  await expect(refused.nth(1)).toContainText(C('import.reasons.unknownCategory').replace('{detail}', 'no-such-family'));
  await expect(page.getByTestId('changed-row').first()).toContainText('Changed by the sheet 1');
  const report = page.url();
  const scripted = await editor.page();
  for (const path of [report, '/admin/catalogue/import']) {
    await scripted.goto(path);
    await expectNoAxeViolations(scripted);
  }
  await scripted.close();

  // Apply, as drafts: the copies keep their public texts, the new products are unpublished.
  await page.getByTestId('apply-import').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.importApplied'));
  const newSlugs = created.slice(0, 3).map((line) => String(line[column('slug')]));
  expect(await db.product.findMany({ where: { slug: { in: newSlugs } }, select: { published: true } })).toEqual([{ published: false }, { published: false }, { published: false }]);
  expect(await db.contentDraft.count({ where: { entityId: { in: [first.id, second.id] } } })).toBe(2);

  await page.getByTestId('undo-panel').getByRole('checkbox').check();
  await page.getByTestId('undo-import').click();
  await expect(page.getByTestId('catalogue-done')).toHaveText(C('notices.done.importUndone'));
  expect(await db.product.count({ where: { slug: { in: newSlugs } } })).toBe(0);
  expect(await db.contentDraft.count({ where: { entityId: { in: [first.id, second.id] } } })).toBe(0);
  await editor.close();
});

