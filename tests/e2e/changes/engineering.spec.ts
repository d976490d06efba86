import fs from 'node:fs';
import { expect, test } from '../../support/test';
import { LOCALES, localized, t, type Locale } from '../../support/e2e';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { copyProduct, db } from '../../support/factories';
import { createStaff, signIn } from '../../support/staff';

// Engineering data (issue 15, item 8): an edit in the back office reaches the public page, on a product of the
// test's own (a copy of the seed split WS-50R32).

const decimal = (locale: Locale, text: string) => (locale === 'en' ? text : text.replace('.', ','));

test.describe('back office', () => {
  // Signing in, two saves and three pages to regenerate.
  test.describe.configure({ timeout: 60_000 });

  test('an editor changes a figure: the public page shows it in every language, the audit log has it; a wrong class is refused', async ({ page, request }) => {
    const texts = JSON.parse(fs.readFileSync('messages/admin/catalogue/en.json', 'utf8')) as { errors: Record<string, string> };
    const product = await copyProduct('ws-50r32');
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).maxPipeLengthM).toBe(30);
    const editor = await createStaff(db, 'editor');
    await signIn(page, BASE_URL, editor);
    await page.goto(`/admin/catalogue/products/${product.id}`);

    // The class must be the one the SEER earns: A+++ needs 8.5.
    await page.locator('select[name="energyClassCooling"]').selectOption('A+++');
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('field-error').first()).toHaveText(texts.errors.classMismatch!);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(1);

    await page.locator('select[name="energyClassCooling"]').selectOption('A++');
    await page.locator('input[name="maxPipeLengthM"]').fill('35');
    await page.locator('input[name="startingCurrentA"]').fill('9,8');
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('field-error')).toHaveCount(0);
    await page.getByTestId('publish-changes').click();
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).maxPipeLengthM).toBe(35);
    const saved = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect([saved.startingCurrentA, saved.energyClassCooling, saved.version]).toEqual([9.8, 'A++', 3]);

    const [entry] = await db.auditLog.findMany({ where: { entity: 'product', entityId: product.id, action: 'product.draft.save' } });
    expect(entry?.before).toMatchObject({ maxPipeLengthM: 30, startingCurrentA: 10.4 });
    expect(entry?.after).toMatchObject({ maxPipeLengthM: 35, startingCurrentA: 9.8 });

    for (const locale of LOCALES) {
      const url = localized(locale, `/product/${product.slug}`);
      const lengthRow = `${t(locale, 'Catalogue.technical.maxPipeLength')}</th><td>35<span>${t(locale, 'Catalogue.units.m')}</span>`;
      await expect.poll(async () => (await (await request.get(url)).text()).includes(lengthRow), { message: locale }).toBe(true);
      const html = await (await request.get(url)).text();
      expect(html, locale).toContain(`${t(locale, 'Catalogue.technical.startingCurrent')}</th><td>${decimal(locale, '9.8')}<span>${t(locale, 'Catalogue.units.a')}</span>`);
    }
  });
});
