import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { clientIp, db, unique } from '../../support/factories';
import { waitForMail } from '../../support/mailbox';
import { createStaff, signIn } from '../../support/staff';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// Newsletter campaigns in the back office: writing one (the editor's rules, the preview), the screens, the test mail
// to oneself, and a send refused without its confirmation. Pressing "send" for real is not done here: on the shared
// server a campaign goes to every confirmed subscriber, other tests' too. Its delivery (each confirmed subscriber
// once, with their own unsubscribe headers, also across a crash in the middle of an SMTP exchange) is tested with
// the real sender in a process of its own: tests/unit/admin-campaign-crash.test.ts and campaign-sending.test.ts.

// A sign-in, five screens with axe and a mail: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

// Sign-ins spend a per-address budget: each test signs in from an address of its own.
test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

type Texts = Record<string, unknown>;
const messages = JSON.parse(fs.readFileSync('messages/admin/campaigns/en.json', 'utf8')) as Texts;
const C = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], messages) as string;

const TEXTS = [
  ['it', 'Novità d’autunno'],
  ['ru', 'Осенние новости'],
  ['en', 'Autumn news'],
] as const;

/** Fills the campaign editor (every language chosen, as the form starts) and saves; `without` leaves one field empty. */
async function saveCampaign(page: Page, name: string, without?: string) {
  await page.locator('input[name="name"]').fill(name);
  for (const [locale, subject] of TEXTS) {
    const fields = { [`subject_${locale}`]: subject, [`body_${locale}`]: `${subject}: **new** units.\n\n<b>raw</b> [site](https://example.test/)` };
    for (const [field, value] of Object.entries(fields)) await page.locator(`[name="${field}"]`).fill(field === without ? '' : value);
  }
  await page.locator('form[aria-label] button[type="submit"]').click();
}

test('an editor writes a campaign: each chosen language needs its texts, and the preview shows the Markdown rendered and raw HTML as text', async ({ page }) => {
  const editor = await signIn(page, BASE_URL, await createStaff(db, 'editor'));
  const name = `Autumn news ${unique()}`;
  await page.goto('/admin/campaigns');
  await expectNoAxeViolations(page, 'campaign list');
  await page.goto('/admin/campaigns/new');
  await expectNoAxeViolations(page, 'new campaign');

  // Every chosen language needs its subject and text: without the Russian subject, nothing is created.
  await saveCampaign(page, name, 'subject_ru');
  await expect(page.locator('#campaign-subject-ru-error')).toHaveText(C('errors.required'));
  await expect(page.locator('input[name="subject_ru"]')).toHaveAttribute('aria-invalid', 'true');
  expect(await db.campaign.count({ where: { name } })).toBe(0);

  await saveCampaign(page, name);
  await page.waitForURL(/\/admin\/campaigns\/[^/]+\?created=1$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  // The preview shows the Markdown rendered, and raw HTML as text.
  await expect(page.getByTestId('preview-ru')).toContainText('Осенние новости: new units.');
  await expect(page.getByTestId('preview-it')).toContainText('<b>raw</b>');
  await expect(page.getByTestId('preview-en').locator('strong')).toHaveText('new');
  await expect(page.getByTestId('preview-en').locator('b')).toHaveCount(0);
  await expect(page.getByTestId('campaign-status')).toHaveText(C('statuses.draft'));
  for (const key of ['queued', 'sent', 'failed', 'cancelled']) await expect(page.getByTestId(`progress-${key}`)).toHaveText('0');
  await expectNoAxeViolations(page, 'campaign editor');

  // The list shows it as a draft, linked to its page; the audit log has its creation.
  await page.goto('/admin/campaigns');
  const row = page.getByTestId('campaign-row').filter({ hasText: name });
  await expect(row.getByTestId('campaign-status')).toHaveText(C('statuses.draft'));
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/admin/campaigns/${id}`);
  const audit = await db.auditLog.findMany({ where: { entityId: id } });
  expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([['campaign.create', editor.email]]);
});

test('a draft is not sent without the confirmation, and its test mail goes to the editor alone, marked as a test', async ({ page }) => {
  const editor = await signIn(page, BASE_URL, await createStaff(db, 'editor'));
  const { id } = await db.campaign.create({
    data: {
      name: `Winter news ${unique()}`,
      locales: ['it', 'ru', 'en'],
      createdById: editor.id,
      contents: { create: TEXTS.map(([locale, subject]) => ({ locale, subject, body: `${subject}: **new** units.` })) },
    },
  });
  await page.goto(`/admin/campaigns/${id}`);

  // Sending without ticking the confirmation is refused: the campaign stays a draft and nothing is queued.
  const send = page.getByTestId('campaign-send-form');
  await send.locator('button[type="submit"]').click();
  await expect(send.getByRole('alert').filter({ hasText: C('errors.confirmRequired') })).toBeVisible();
  await expect(send.locator('input[name="confirm"]')).not.toBeChecked();
  expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('draft');
  expect(await db.outboxMessage.count({ where: { campaignId: id } })).toBe(0);

  // A test mail in Russian goes to the editor's own address only, marked as a test, without one-click headers.
  const testForm = page.getByTestId('campaign-test-form');
  await testForm.getByLabel(C('testLocale')).selectOption('ru');
  await testForm.locator('button[type="submit"]').click();
  await expect(testForm.getByRole('status')).toHaveText(C('testQueued'));
  const [mail] = await waitForMail(editor.email);
  expect(mail!.subject).toBe('[TEST] Осенние новости');
  expect(mail!.text).toContain('Осенние новости: new units.');
  expect(mail!.headers.has('list-unsubscribe')).toBe(false);
  expect(await db.outboxMessage.count({ where: { campaignId: id } })).toBe(0);
  expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('draft');
  const audit = await db.auditLog.findMany({ where: { entityId: id } });
  expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.meta])).toEqual([['campaign.test', editor.email, { locale: 'ru' }]]);
});
