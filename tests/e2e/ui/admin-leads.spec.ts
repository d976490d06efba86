import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { clientIp, db, unique } from '../../support/factories';
import { createStaff, signIn, type StaffCredentials } from '../../support/staff';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitForMail } from '../../support/mailbox';
import ExcelJS from 'exceljs';
import { createLead } from '@/lib/leads/number';
import { searchColumn } from '@/lib/search-key';

// The leads inbox, the lead page, the CSV export, erasure, the subscribers page and the dashboard, on the shared
// server. Each test makes its own leads and subscribers, whose names and addresses carry a token of its own: the
// screens are opened searching for that token, and the export is read for those rows. Figures that count every
// row of the database (the dashboard's, the subscribers' counts) are checked in Vitest on known rows
// (tests/unit/admin-dashboard-queries.test.ts, admin-subscribers-queries.test.ts); here only who sees them.
// The sales user reads the back office in Russian, so the export's header and the country names are in Cyrillic.

// A sign-in, then several pages and axe: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.use({
  locale: 'ru-RU',
  // Sign-ins spend a per-address budget: each test signs in from an address of its own.
  extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }),
});

type Texts = Record<string, Record<string, unknown>>;
const load = (area: string, locale: string) => JSON.parse(fs.readFileSync(`messages/admin/${area}/${locale}.json`, 'utf8')) as Texts;
const text = (tree: Texts, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string;
const ru = load('leads', 'ru');
const L = (key: string) => text(ru, key);
const S = (key: string) => text(load('subscribers', 'ru'), key);
const FILTER = text(load('common', 'ru'), 'filter');

const HOUR = 60 * 60 * 1000;
const FORMULA_NAME = '=HYPERLINK("http://evil.test","click")';

/**
 * Four leads of the test's own, every one found by searching for `token` (in its name or address): a partner
 * application with everything filled in and its two mails still queued, an equipment request whose name is a
 * spreadsheet formula, a lead won a month ago and a spam one.
 */
async function insertLeads() {
  const token = unique();
  const digits = String(randomInt(100_000_000, 1_000_000_000));
  const leads = {
    ivan: { type: 'partner', name: `Иван Петров ${token}`, companyName: `ООО «Климат; Сервис ${token}»`, email: `ivan-${token}@example.test`, phone: `+79${digits}`, country: 'RU', region: 'RU-SPE', inn: '7707083893', locale: 'ru', sourcePage: '/ru/becomepartner', age: 1 },
    formula: { type: 'equipment', name: FORMULA_NAME, email: `buyer-${token}@example.test`, phone: '+393331234567', locale: 'en', sourcePage: '/en/product', age: 2 },
    won: { type: 'equipment', status: 'won', name: `Marco Rossi ${token}`, phone: '+390212345678', locale: 'it', sourcePage: '/product', age: 30 * 24 },
    spam: { type: 'partner', status: 'spam', name: `Spam Bot ${token}`, email: `bot-${token}@spam.test`, phone: '+10000000000', country: 'US', locale: 'en', sourcePage: '/en/becomepartner', age: 3 },
  } as const;
  const ids = { ivan: '', formula: '', won: '', spam: '' };
  const { slug: productSlug } = await db.product.findFirstOrThrow({ where: { seedKey: { not: null } }, select: { slug: true } });
  for (const [key, { age, ...lead }] of Object.entries(leads) as Array<[keyof typeof leads, (typeof leads)[keyof typeof leads]]>) {
    const createdAt = new Date(Date.now() - age * HOUR);
    const row = await createLead(db, {
      ...lead,
      productSlug: lead.type === 'equipment' ? productSlug : null,
      consentAt: createdAt,
      consentIp: '203.0.113.9',
      consentUserAgent: 'Playwright',
      consentTextVersion: '2026-01',
      createdAt,
    });
    ids[key] = row.id;
  }
  // Ivan's notification and acknowledgement, still queued (due tomorrow, so the sender leaves them).
  for (const [kind, to] of [['partner-notification', `sales-${token}@example.test`], ['partner-acknowledgement', leads.ivan.email]] as const) {
    await db.outboxMessage.create({
      data: { messageId: `<${kind}-${ids.ivan}@test>`, kind, to, subject: kind, html: '<p>x</p>', text: 'x', leadId: ids.ivan, nextAttemptAt: new Date(Date.now() + 24 * HOUR) },
    });
  }
  // The phone as people type it: "+7 (912) 345-67-89".
  const typedPhone = `+7 (9${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`;
  return { token, leads, ids, typedPhone };
}

/** Three subscribers of the test's own: two confirmed (Russian and Italian) and one waiting for confirmation. */
async function insertSubscribers() {
  const token = unique();
  const consent = { consentAt: new Date(), consentSourcePage: '/ru', consentIp: '203.0.113.9', consentUserAgent: 'Playwright', consentTextVersion: '2026-01' };
  const emails = { olga: `olga-${token}@example.test`, giulia: `giulia-${token}@example.test`, pending: `pending-${token}@example.test` };
  await db.subscriber.createMany({
    data: [
      { email: emails.olga, search: searchColumn([emails.olga]), status: 'subscribed', locale: 'ru', confirmedAt: new Date(), ...consent },
      { email: emails.giulia, search: searchColumn([emails.giulia]), status: 'subscribed', locale: 'it', confirmedAt: new Date(), ...consent },
      { email: emails.pending, search: searchColumn([emails.pending]), status: 'pending', locale: 'en', ...consent },
    ],
  });
  return { token, emails };
}

/** A staff member of the test's own, signed in on `page` (the sales user reads the back office in Russian). */
async function signedIn(page: Page, role: 'sales' | 'editor' | 'admin'): Promise<StaffCredentials> {
  return signIn(page, BASE_URL, await createStaff(db, role, role === 'sales' ? { locale: 'ru' } : {}));
}

/** Another browser, from an address of its own. */
const otherPage = async (browser: Browser) => (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } })).newPage();


const csvRows = (bytes: Buffer) => parse(bytes, { bom: true, delimiter: ';' }) as string[][];

test('the lead card: Take it, then status, note and a task in one place, showing what was saved; the task mails its owner when due', async ({ page }) => {
  const { token, leads, ids } = await insertLeads();
  const sales = await signedIn(page, 'sales');
  const number = (await db.lead.findUniqueOrThrow({ where: { id: ids.ivan } })).number;
  await page.goto(`/admin/leads?q=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: L('title') })).toBeVisible();
  await expect(page.getByTestId('lead-table')).toContainText(number);
  await page.getByRole('link', { name: leads.ivan.name }).click();
  await page.waitForURL(`**/admin/leads/${ids.ivan}`);

  // The number, every field in the staff member's language, the phone formatted with its tel: link, the consent.
  await expect(page.getByTestId('lead-number')).toHaveText(`№ ${number}`);
  const data = page.locator('section', { has: page.locator('#lead-data') });
  await expect(data).toContainText(leads.ivan.companyName);
  await expect(page.getByTestId('lead-phone')).toHaveAttribute('href', `tel:${leads.ivan.phone}`);
  await expect(page.getByTestId('lead-phone')).toHaveText(/^\+7 \d{3} \d{3}-?\s?\d{2}-?\s?\d{2}$/);
  await expect(data).toContainText('Россия');
  await expect(data).toContainText('Санкт-Петербург');
  await expect(page.locator('section', { has: page.locator('#lead-consent') })).toContainText('203.0.113.9');

  // "Take it": one click, and the card shows me as the assignee.
  await page.getByRole('button', { name: L('take.submit') }).click();
  await expect(page.getByLabel(L('workForm.assignee'))).toHaveValue(sales.id);
  await expect(page.getByRole('button', { name: L('take.submit') })).toHaveCount(0);

  // Status and note in one save; afterwards the select shows the saved status, so a second save changes nothing.
  const note = `Перезвонить в понедельник ${token}; прайс на =SUM(A1)`;
  await page.getByLabel(L('workForm.status')).selectOption('in_progress');
  await page.getByLabel(L('workForm.note')).fill(note);
  await page.getByRole('button', { name: L('workForm.submit'), exact: true }).click();
  await expect(page.getByTestId('work-form').getByRole('status')).toHaveText(L('workForm.saved'));
  await expect(page.getByLabel(L('workForm.status'))).toHaveValue('in_progress');
  await expect(page.getByLabel(L('workForm.note'))).toHaveValue('');
  await page.getByRole('button', { name: L('workForm.submit'), exact: true }).click();
  await expect(page.getByTestId('work-form').getByRole('status')).toHaveText(L('workForm.saved'));

  // A task whose time has passed: its reminder goes to its owner at once, in Russian, with the lead's link.
  const dueMs = Date.now() - 5 * 60 * 1000;
  const due = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' }).format(dueMs).replace(' ', 'T');
  await page.getByLabel(L('tasks.title')).fill(`Перезвонить ${token}`);
  await page.getByLabel(L('tasks.due')).fill(due);
  await page.getByRole('button', { name: L('tasks.add') }).click();
  await expect(page.getByTestId('task-form').getByRole('status')).toHaveText(L('tasks.added'));
  await expect(page.getByTestId('lead-task')).toContainText(L('tasks.overdue'));
  const [reminder] = await waitForMail(sales.email);
  expect(reminder!.subject).toBe(`Напоминание: Перезвонить ${token} (заявка № ${number})`);
  expect(reminder!.text).toContain(`/admin/leads/${ids.ivan}`);
  await page.getByTestId('lead-task').getByRole('button', { name: L('tasks.done') }).click();
  await expect(page.getByTestId('lead-task').getByRole('button', { name: L('tasks.undo') })).toBeVisible();

  const timeline = page.getByTestId('timeline').getByTestId('timeline-event');
  await expect(timeline).toHaveCount(5);
  await expect(timeline.nth(1)).toContainText(`${L('statuses.new')} → ${L('statuses.in_progress')}`);
  await expect(timeline.nth(2)).toContainText(note);
  const lead = await db.lead.findUniqueOrThrow({ where: { id: ids.ivan }, include: { events: { orderBy: { createdAt: 'asc' } } } });
  expect(lead).toMatchObject({ status: 'in_progress', assigneeId: sales.id });
  expect(lead.events.map((event) => [event.kind, event.userId])).toEqual(['assignee', 'status', 'note', 'task', 'task_done'].map((kind) => [kind, sales.id]));
  const audit = await db.auditLog.findMany({ where: { entityId: ids.ivan }, orderBy: { at: 'asc' } });
  expect(audit.map((entry) => entry.action)).toEqual(['lead.assign', 'lead.status', 'lead.note', 'lead.task', 'lead.task_done']);
  expect(JSON.stringify(audit)).not.toContain('Перезвонить');
  await expectNoAxeViolations(page);
});

test('without JavaScript: the card shows the saved status, and ticked rows are assigned in bulk', async ({ browser }) => {
  const { token, ids } = await insertLeads();
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU', extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  try {
    const page = await context.newPage();
    const sales = await signedIn(page, 'sales');
    await page.goto(`/admin/leads/${ids.formula}`);
    await page.getByLabel(L('workForm.status')).selectOption('lost');
    await page.getByRole('button', { name: L('workForm.submit'), exact: true }).click();
    await expect(page.getByTestId('work-form').getByRole('status')).toHaveText(L('workForm.saved'));
    await expect(page.getByLabel(L('workForm.status'))).toHaveValue('lost');
    expect((await db.lead.findUniqueOrThrow({ where: { id: ids.formula } })).status).toBe('lost');

    await page.goto(`/admin/leads?q=${token}`);
    const table = page.getByTestId('lead-table');
    for (const id of [ids.ivan, ids.won]) await table.locator(`input[data-testid="lead-tick"][value="${id}"]`).check();
    await page.getByLabel(L('bulk.assignee')).selectOption(sales.id);
    await page.getByRole('button', { name: L('bulk.applyAssignee') }).click();
    await page.waitForURL(/changed=2/);
    await expect(page.getByTestId('bulk-done')).toBeVisible();
    // Back on the same filter.
    expect(new URL(page.url()).searchParams.get('q')).toBe(token);
    const assigned = await db.lead.findMany({ where: { id: { in: [ids.ivan, ids.formula, ids.won] } }, select: { id: true, assigneeId: true } });
    expect(Object.fromEntries(assigned.map((row) => [row.id, row.assigneeId]))).toEqual({ [ids.ivan]: sales.id, [ids.formula]: null, [ids.won]: sales.id });
  } finally {
    await context.close();
  }
});

test('the CSV export downloads the filtered rows with BOM, Cyrillic and neutralised formulas, and is audited', async ({ page }) => {
  const { token, leads, ids } = await insertLeads();
  const sales = await signedIn(page, 'sales');
  // The export takes the inbox's filter: searching for this test's token, it holds this test's leads only.
  await page.goto(`/admin/leads?q=${token}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('leads-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\n');

  const [header, ...body] = csvRows(bytes);
  // The header in Russian, the dates' column naming the sales user's zone (Moscow, from the Russian interface).
  expect(header!.slice(0, 3)).toEqual([L('csv.number'), 'ID', `${L('csv.createdAt')} (Europe/Moscow)`]);
  const column = (key: string) => header!.indexOf(L(`csv.${key}`));
  // The same rows as the inbox (spam left out), newest first.
  expect(body.map((row) => row[1])).toEqual([ids.ivan, ids.formula, ids.won]);
  const ivan = body[0]!;
  expect(ivan[column('name')]).toBe(leads.ivan.name);
  expect(ivan[column('companyName')]).toBe(leads.ivan.companyName);
  expect(ivan[column('phone')]).toBe(`'${leads.ivan.phone}`);
  expect(ivan[column('country')]).toBe('Россия');
  expect(ivan[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(body[1]![column('name')]).toBe(`'${FORMULA_NAME}`);

  // The same rows as XLSX, read back.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('leads-export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(3).value).toBe(`${L('csv.createdAt')} (Europe/Moscow)`);
  expect([2, 3, 4].map((row) => sheet.getRow(row).getCell(2).value)).toEqual([ids.ivan, ids.formula, ids.won]);
  expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
  expect(sheet.getRow(3).getCell(column('name') + 1).value).toBe(FORMULA_NAME);

  const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'leads.export', actorEmail: sales.email }, orderBy: { at: 'asc' } });
  // The search text may be a name: the entry says only that there was one.
  expect(entry.meta).toMatchObject({ filter: { search: true }, format: 'csv', rows: 3 });
  expect(JSON.stringify(entry)).not.toContain(token);

  // The filter is the inbox's: type and status from the URL.
  const filtered = await page.request.get(`/api/admin/leads/export?type=equipment&status=won&q=${token}`);
  expect(filtered.status()).toBe(200);
  expect(filtered.headers()['content-disposition']).toMatch(/^attachment; filename="leads-/);
  expect(csvRows(await filtered.body()).slice(1).map((row) => row[1])).toEqual([ids.won]);
  const last = await db.auditLog.findFirstOrThrow({ where: { action: 'leads.export', actorEmail: sales.email }, orderBy: { at: 'desc' } });
  expect(last.meta).toMatchObject({ filter: { type: 'equipment', status: 'won' }, rows: 1 });
});

test('the filters work on a 375 px phone: type and status from the URL, spam only when asked', async ({ page }) => {
  const { token, leads, typedPhone } = await insertLeads();
  await page.setViewportSize({ width: 375, height: 812 });
  await signedIn(page, 'sales');
  await page.goto(`/admin/leads?q=${token}`);
  const cards = page.getByTestId('lead-cards').getByTestId('lead-row');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('lead-table')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel(L('filters.type'), { exact: true }).selectOption('equipment');
  await page.getByRole('button', { name: FILTER }).click();
  await page.waitForURL(/type=equipment/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('lead-cards')).not.toContainText(leads.ivan.name);

  await page.getByLabel(L('filters.status'), { exact: true }).selectOption('won');
  await page.getByRole('button', { name: FILTER }).click();
  await page.waitForURL(/status=won/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.won.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Spam: hidden from the default list, shown when asked, and on its own with its status.
  await page.goto(`/admin/leads?q=${token}&spam=1`);
  await expect(cards).toHaveCount(4);
  await page.goto(`/admin/leads?q=${token}&status=spam`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.spam.name);
  // Search by phone as people type it, and by company.
  await page.goto(`/admin/leads?q=${encodeURIComponent(typedPhone)}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.ivan.name);
  await page.goto(`/admin/leads?q=${encodeURIComponent(`Сервис ${token}`)}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.ivan.name);
  await expectNoAxeViolations(page);
});

test('erasing a lead needs the confirmation, removes it with its mails, and the audit entry holds no personal data', async ({ page }) => {
  const { token, leads, ids } = await insertLeads();
  const note = `Перезвонить ${token}`;
  await db.leadEvent.create({ data: { leadId: ids.ivan, kind: 'note', note } });
  expect(await db.outboxMessage.count({ where: { leadId: ids.ivan } })).toBe(2);
  const sales = await signedIn(page, 'sales');
  await page.goto(`/admin/leads/${ids.ivan}`);

  await page.getByRole('button', { name: L('erase.submit') }).click();
  await expect(page.getByTestId('erase-form').getByTestId('field-error')).toHaveText(L('errors.confirmErase'));
  expect(await db.lead.count({ where: { id: ids.ivan } })).toBe(1);

  await page.getByLabel(L('erase.confirm')).check();
  await page.getByRole('button', { name: L('erase.submit') }).click();
  await page.waitForURL('**/admin/leads?erased=1');
  await expect(page.getByRole('status')).toHaveText(L('erased'));
  await expect(page.getByRole('link', { name: leads.ivan.name })).toHaveCount(0);

  expect(await db.lead.count({ where: { id: ids.ivan } })).toBe(0);
  expect(await db.leadEvent.count({ where: { leadId: ids.ivan } })).toBe(0);
  expect(await db.outboxMessage.count({ where: { leadId: ids.ivan } })).toBe(0);
  expect(await db.outboxMessage.count({ where: { to: leads.ivan.email } })).toBe(0);

  const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'lead.erase', entityId: ids.ivan } });
  expect(entry).toMatchObject({ entity: 'lead', entityId: ids.ivan, actorEmail: sales.email });
  expect(entry.meta).toMatchObject({ type: 'partner' });
  // Nowhere in the whole log (the personal data carries this test's token, so no other test's entry matters).
  const everything = JSON.stringify(await db.auditLog.findMany());
  for (const personal of [leads.ivan.name, leads.ivan.email, leads.ivan.phone, leads.ivan.companyName, `Климат; Сервис ${token}`, note]) expect(everything).not.toContain(personal);

  expect((await page.goto(`/admin/leads/${ids.ivan}`))?.status()).toBe(404);
});

test('an editor gets 403 for the inbox, a lead, the export and the subscribers', async ({ page }) => {
  const { ids } = await insertLeads();
  const editor = await signedIn(page, 'editor');
  expect((await page.goto('/admin/leads'))?.status()).toBe(403);
  expect((await page.goto(`/admin/leads/${ids.won}`))?.status()).toBe(403);
  expect((await page.goto('/admin/subscribers'))?.status()).toBe(403);
  const exported = await page.request.get('/api/admin/leads/export');
  expect(exported.status()).toBe(403);
  expect(await exported.text()).toBe('');
  expect((await page.request.get('/api/admin/subscribers/export')).status()).toBe(403);
  // Nothing was read or exported: the editor's only entry is the sign-in.
  expect(await db.auditLog.findMany({ where: { actorEmail: editor.email }, select: { action: true } })).toEqual([{ action: 'user.sign_in' }]);
  // Signed out: the export answers 401 and hands out nothing.
  const signedOut = await fetch(`${BASE_URL}/api/admin/leads/export`);
  expect(signedOut.status).toBe(401);
  expect(await signedOut.text()).not.toContain(ids.won);

  // The editor's dashboard has no lead or subscriber figures.
  await page.goto('/admin');
  await expect(page.getByTestId('dashboard-leads')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-subscribers')).toHaveCount(0);
});

test('subscribers: counts by status and locale, search, export of confirmed ones, erasure without the address in the log', async ({ page }) => {
  const { token, emails } = await insertSubscribers();
  const sales = await signedIn(page, 'sales');
  await page.goto(`/admin/subscribers?q=${token}`);
  // The counts table: a row for each status (its figures count every subscriber: tests/unit/admin-subscribers-queries.test.ts).
  const counts = page.getByTestId('subscriber-counts');
  await expect(counts).toBeVisible();
  for (const status of ['pending', 'subscribed', 'unsubscribed']) await expect(counts.getByRole('rowheader', { name: S(`statuses.${status}`) })).toBeVisible();
  await expect(page.getByTestId('subscriber-row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The search ignores the case typed.
  await page.getByLabel(S('filters.search')).fill(`OLGA-${token.toUpperCase()}@`);
  await page.getByRole('button', { name: text(load('common', 'ru'), 'search') }).click();
  await expect(page.getByTestId('subscriber-row')).toHaveCount(1);
  await expect(page.getByTestId('subscriber-row')).toContainText(emails.olga);

  // The export holds every confirmed subscriber: this test's two confirmed ones are in it, the waiting one is not.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('subscribers-export').click()]);
  const [header, ...body] = csvRows(fs.readFileSync((await download.path())!));
  expect(header![0]).toBe(S('csv.email'));
  // Dates in the sales user's zone, which the header names.
  expect(header![2]).toBe(`${S('csv.confirmedAt')} (Europe/Moscow)`);
  expect(body.find((row) => row[0] === emails.olga)![2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(body.map((row) => row[0]).filter((email) => email!.includes(token)).sort()).toEqual([emails.giulia, emails.olga]);
  const exported = await db.auditLog.findFirstOrThrow({ where: { action: 'subscribers.export', actorEmail: sales.email } });
  expect(exported.meta).toMatchObject({ rows: body.length });

  const olga = await db.subscriber.findUniqueOrThrow({ where: { email: emails.olga } });
  await db.outboxMessage.create({ data: { messageId: `<news-${olga.id}@test>`, kind: 'newsletter', to: olga.email, subject: 'News', html: '<p>x</p>', text: 'x', subscriberId: olga.id, nextAttemptAt: new Date(Date.now() + 24 * HOUR) } });
  // A confirmation mail as the public form queues it: not linked to the row, only addressed to it.
  await db.outboxMessage.create({ data: { messageId: `<confirm-${olga.id}@test>`, kind: 'newsletter-confirmation', to: olga.email, subject: 'Confirm', html: '<p>x</p>', text: 'x', nextAttemptAt: new Date(Date.now() + 24 * HOUR) } });
  await page.getByRole('link', { name: olga.email }).click();
  await page.waitForURL(`**/admin/subscribers/${olga.id}`);
  await expectNoAxeViolations(page);
  await page.getByLabel(S('erase.confirm')).check();
  await page.getByRole('button', { name: S('erase.submit') }).click();
  await page.waitForURL('**/admin/subscribers?erased=1');
  expect(await db.subscriber.count({ where: { id: olga.id } })).toBe(0);
  expect(await db.outboxMessage.count({ where: { to: olga.email } })).toBe(0);
  const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'subscriber.erase', entityId: olga.id } });
  expect(entry.actorEmail).toBe(sales.email);
  expect(JSON.stringify(await db.auditLog.findMany())).not.toContain(`olga-${token}@`);
});

test('dashboard: lead and subscriber figures for sales; failed mail and the last changes for admins; no axe violations', async ({ page, browser }) => {
  const D = load('dashboard', 'ru');
  // A failed mail of this test's own, so the banner shows whatever the rest of the outbox holds.
  const failed = await db.outboxMessage.create({
    data: { messageId: `<failed-${unique()}@test>`, kind: 'test', to: `failed-${unique()}@example.test`, subject: 'x', html: 'x', text: 'x', status: 'failed', failedAt: new Date() },
  });
  try {
    await signedIn(page, 'sales');
    await page.goto('/admin');
    // The figures themselves count every lead and subscriber (tests/unit/admin-dashboard-queries.test.ts): here,
    // that sales sees each of them.
    await expect(page.getByTestId('leads-this-week')).toHaveText(/^\d+$/);
    for (const status of ['new', 'in_progress', 'won', 'lost', 'spam']) await expect(page.getByTestId(`leads-${status}`)).toHaveText(/^\d+$/);
    await expect(page.getByTestId('dashboard-subscribers')).toBeVisible();
    await expect(page.getByTestId('dashboard-changes')).toHaveCount(0);
    await expect(page.getByTestId('failed-mail-banner')).toBeVisible();
    await expect(page.getByTestId('failed-mail-banner').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('failed-mail-banner')).toContainText(text(D, 'mail.failedOther').split('. ').at(-1)!);
    await expectNoAxeViolations(page);

    const adminPage = await otherPage(browser);
    await signedIn(adminPage, 'admin');
    await adminPage.goto('/admin');
    await expect(adminPage.getByTestId('failed-mail-banner').getByRole('link')).toHaveAttribute('href', '/admin/outbox');
    // The last changes are shown to admins (which ten, in which order: tests/unit/admin-dashboard-queries.test.ts);
    // this admin's own enrolment made at least one.
    const changes = adminPage.getByTestId('dashboard-changes').locator('tbody tr');
    await expect(changes.first()).toBeVisible();
    expect(await changes.count()).toBeLessThanOrEqual(10);
    await expectNoAxeViolations(adminPage);
    await adminPage.context().close();
  } finally {
    await db.outboxMessage.delete({ where: { id: failed.id } });
  }
});
