import { BASE_URL } from '../../support/e2e-settings.mjs';
import { clientIp, db, unique } from '../../support/factories';
import { createStaff, signIn } from '../../support/staff';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The consent texts' screen: an administrator publishes a version (the rules, numbering and hash, are Vitest's:
// tests/unit/consent.test.ts); the same texts again are refused on the form, which keeps them; an editor gets 403.

// An admin's sign-in with enrolment and the screen with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

test('an administrator publishes a new version of a consent text, listed with its hash; the same texts again are refused', async ({ page }) => {
  const before = await db.consentDocument.count({ where: { purpose: 'transfer' } });
  const admin = await createStaff(db, 'admin');
  await signIn(page, BASE_URL, admin);
  await page.goto('/admin/consent?purpose=transfer');
  await expectNoAxeViolations(page, 'consent');

  const marker = unique();
  const form = page.getByTestId('consent-publish');
  await form.getByLabel('Italian text (the original)').fill(`Acconsento alla comunicazione dei miei dati al rivenditore (${marker}).`);
  await form.getByLabel('Russian text').fill(`Я согласен на передачу моих данных дилеру (${marker}).`);
  await form.getByLabel('English text').fill(`I agree to my details being passed to the dealer (${marker}).`);
  await form.getByLabel('What changes').fill('First text');
  await form.getByLabel(/^I understand/).check();
  await form.getByRole('button', { name: 'Publish the version' }).click();
  await expect(form.getByRole('status')).toHaveText('Version published.');

  const row = await db.consentDocument.findFirstOrThrow({ where: { purpose: 'transfer' }, orderBy: { version: 'desc' } });
  expect([row.version, row.textIt.includes(marker), row.publishedBy]).toEqual([before + 1, true, admin.email]);
  await expect(page.getByTestId('consent-versions')).toContainText(row.sha256);

  // The form now starts from the version just published: sent again unchanged, it is refused on the Italian text.
  await expect(form.getByLabel('Russian text')).toHaveValue(row.textRu);
  await form.getByLabel(/^I understand/).check();
  await form.getByRole('button', { name: 'Publish the version' }).click();
  await expect(form.getByTestId('field-error')).toHaveText('The text is the same as the version in force: there is nothing to publish.');
  await expect(form.getByLabel('English text')).toHaveValue(row.textEn);
  expect(await db.consentDocument.count({ where: { purpose: 'transfer' } })).toBe(before + 1);
});

test('an editor gets 403 for the consent texts and 404 for a product that is gone, both inside the staff screens', async ({ page }) => {
  await signIn(page, BASE_URL, await createStaff(db, 'editor'));
  expect((await page.goto('/admin/consent'))?.status()).toBe(403);
  await expect(page.getByTestId('admin-forbidden')).toContainText('Your role does not allow');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page, 'consent 403');

  const gone = await page.goto('/admin/catalogue/products/no-such-product');
  expect([gone?.status(), gone?.headers()['cache-control']]).toEqual([404, expect.stringContaining('private')]);
  await expect(page.getByTestId('admin-notFound')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
