import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { startAppServer, type AppServer } from '../support/app-server';
import { createStaff, signIn, type StaffCredentials } from '../support/staff';

// The leads inbox, the lead page, the CSV export, erasure, the subscribers page and the dashboard, on a
// server of their own with the catalogue imported. The sales user reads the back office in Russian, so the
// export's header and the country names are checked in Cyrillic.
test.describe.configure({ mode: 'serial' });

type Texts = Record<string, Record<string, unknown>>;
const load = (area: string, locale: string) => JSON.parse(fs.readFileSync(`messages/admin/${area}/${locale}.json`, 'utf8')) as Texts;
const text = (tree: Texts, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], tree) as string;
const ru = load('leads', 'ru');
const L = (key: string) => text(ru, key);

let app: AppServer;
let sales: StaffCredentials;
let editor: StaffCredentials;
let admin: StaffCredentials;
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

const HOUR = 60 * 60 * 1000;
const FORMULA_NAME = '=HYPERLINK("http://evil.test","click")';
const leads = {
  ivan: { type: 'partner', name: 'Иван Петров', companyName: 'ООО «Климат; Сервис»', email: 'ivan.petrov@example.test', phone: '+78123456789', country: 'RU', region: 'RU-SPE', inn: '7707083893', locale: 'ru', sourcePage: '/ru/becomepartner', age: 1 },
  formula: { type: 'equipment', name: FORMULA_NAME, email: 'buyer@example.test', phone: '+393331234567', locale: 'en', sourcePage: '/en/product', age: 2 },
  won: { type: 'equipment', status: 'won', name: 'Marco Rossi', phone: '+390212345678', locale: 'it', sourcePage: '/product', age: 30 * 24 },
  spam: { type: 'partner', status: 'spam', name: 'Spam Bot', email: 'bot@spam.test', phone: '+10000000000', country: 'US', locale: 'en', sourcePage: '/en/becomepartner', age: 3 },
} as const;
const ids: Record<keyof typeof leads, string> = { ivan: '', formula: '', won: '', spam: '' };

async function insertLeads(productSlug: string) {
  for (const [key, { age, ...lead }] of Object.entries(leads) as Array<[keyof typeof leads, (typeof leads)[keyof typeof leads]]>) {
    const createdAt = new Date(Date.now() - age * HOUR);
    const row = await app.db.lead.create({
      data: {
        ...lead,
        productSlug: lead.type === 'equipment' ? productSlug : null,
        consentAt: createdAt,
        consentIp: '203.0.113.9',
        consentUserAgent: 'Playwright',
        consentTextVersion: '2026-01',
        createdAt,
      },
    });
    ids[key] = row.id;
  }
  // Ivan's notification and acknowledgement, still queued (due tomorrow, so the sender leaves them).
  for (const [kind, to] of [['partner-notification', 'sales@example.test'], ['partner-acknowledgement', leads.ivan.email]] as const) {
    await app.db.outboxMessage.create({
      data: { messageId: `<${kind}-${ids.ivan}@test>`, kind, to, subject: kind, html: '<p>x</p>', text: 'x', leadId: ids.ivan, nextAttemptAt: new Date(Date.now() + 24 * HOUR) },
    });
  }
}

async function insertSubscribers() {
  const consent = { consentAt: new Date(), consentSourcePage: '/ru', consentIp: '203.0.113.9', consentUserAgent: 'Playwright', consentTextVersion: '2026-01' };
  await app.db.subscriber.createMany({
    data: [
      { email: 'olga@example.test', status: 'subscribed', locale: 'ru', confirmedAt: new Date(), ...consent },
      { email: 'giulia@example.test', status: 'subscribed', locale: 'it', confirmedAt: new Date(), ...consent },
      { email: 'pending@example.test', status: 'pending', locale: 'en', ...consent },
    ],
  });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  app = await startAppServer({ RATE_LIMIT_PER_MINUTE: '1000', SMTP_URL: '' }, { seed: true });
  const product = await app.db.product.findFirstOrThrow({ select: { slug: true } });
  await insertLeads(product.slug);
  await insertSubscribers();
  sales = await createStaff(app.db, 'sales', { locale: 'ru' });
  editor = await createStaff(app.db, 'editor');
  admin = await createStaff(app.db, 'admin');
  // One sign-in per role for the whole file (sign-in attempts per address are limited).
  for (const staff of [sales, editor]) {
    const context = await browser.newContext();
    await signIn(await context.newPage(), app.baseUrl, staff);
    sessions.set(staff.email, await context.storageState());
    await context.close();
  }
});

test.afterAll(async () => {
  await app?.stop();
});

async function as(browser: Browser, staff: StaffCredentials, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ storageState: sessions.get(staff.email), viewport, locale: 'ru-RU' });
  return context.newPage();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a sales user opens a lead, changes its status and adds a note: both saved and on the timeline', async ({ browser }) => {
  const page = await as(browser, sales);
  await page.goto(`${app.baseUrl}/admin/leads`);
  await expect(page.getByRole('heading', { level: 1, name: L('title') })).toBeVisible();
  await page.getByRole('link', { name: leads.ivan.name }).click();
  await page.waitForURL(`**/admin/leads/${ids.ivan}`);

  // Every field, country and region named in the staff member's language, the consent record.
  const data = page.locator('section', { has: page.locator('#lead-data') });
  await expect(data).toContainText(leads.ivan.companyName);
  await expect(data).toContainText(leads.ivan.phone);
  await expect(data).toContainText('Россия');
  await expect(data).toContainText('Санкт-Петербург');
  await expect(data).toContainText(leads.ivan.inn);
  await expect(page.locator('section', { has: page.locator('#lead-consent') })).toContainText('203.0.113.9');

  await page.getByLabel(L('statusForm.label'), { exact: true }).selectOption('in_progress');
  await page.getByRole('button', { name: L('statusForm.submit') }).click();
  await expect(page.getByTestId('status-form').getByRole('status')).toHaveText(L('statusForm.saved'));

  const note = 'Перезвонить в понедельник; прайс на =SUM(A1)';
  await page.getByLabel(L('noteForm.label')).fill(note);
  await page.getByRole('button', { name: L('noteForm.submit') }).click();
  await expect(page.getByTestId('note-form').getByRole('status')).toHaveText(L('noteForm.saved'));

  // Saved: after a reload the timeline shows both, with who made them.
  await page.reload();
  const timeline = page.getByTestId('timeline');
  await expect(timeline.getByTestId('timeline-event')).toHaveCount(2);
  await expect(timeline.getByTestId('timeline-event').first()).toContainText(`${L('statuses.new')} → ${L('statuses.in_progress')}`);
  await expect(timeline.getByTestId('timeline-event').first()).toContainText('sales ');
  await expect(timeline.getByTestId('timeline-event').nth(1)).toContainText(note);
  await expect(page.getByLabel(L('statusForm.label'), { exact: true })).toHaveValue('in_progress');

  const lead = await app.db.lead.findUniqueOrThrow({ where: { id: ids.ivan }, include: { events: { orderBy: { createdAt: 'asc' } } } });
  expect(lead.status).toBe('in_progress');
  expect(lead.events.map((event) => [event.kind, event.from, event.to, event.note, event.userId])).toEqual([
    ['status', 'new', 'in_progress', null, sales.id],
    ['note', null, null, note, sales.id],
  ]);
  const audit = await app.db.auditLog.findMany({ where: { entityId: ids.ivan }, orderBy: { at: 'asc' } });
  expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
    ['lead.status', sales.email],
    ['lead.note', sales.email],
  ]);
  expect(JSON.stringify(audit)).not.toContain('Перезвонить');

  // An empty note is refused with a message, and nothing is added.
  await page.getByLabel(L('noteForm.label')).evaluate((element) => element.removeAttribute('required'));
  await page.getByRole('button', { name: L('noteForm.submit') }).click();
  await expect(page.getByTestId('note-form').getByTestId('field-error')).toHaveText(L('errors.noteEmpty'));
  expect(await app.db.leadEvent.count({ where: { leadId: ids.ivan } })).toBe(2);

  // Assignment to a sales user is on the timeline too.
  await page.getByLabel(L('assignForm.label')).selectOption(sales.id);
  await page.getByRole('button', { name: L('assignForm.submit'), exact: true }).click();
  await expect(page.getByTestId('assign-form').getByRole('status')).toHaveText(L('assignForm.saved'));
  expect((await app.db.lead.findUniqueOrThrow({ where: { id: ids.ivan } })).assigneeId).toBe(sales.id);
  // The lead page itself, without the layout's toasts (sonner's rich colours are the shared layout's).
  await page.reload();
  await expect(page.getByTestId('timeline').getByTestId('timeline-event')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('the CSV export downloads the filtered rows with BOM, Cyrillic and neutralised formulas, and is audited', async ({ browser }) => {
  const page = await as(browser, sales);
  await page.goto(`${app.baseUrl}/admin/leads`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('leads-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\n');

  const rows = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
  const [header, ...body] = rows;
  expect(header).toEqual(['ID', ...['createdAt', 'type', 'status', 'name', 'companyName', 'email', 'phone', 'country', 'region', 'inn', 'product', 'city', 'lines', 'comment', 'locale', 'sourcePage', 'assignee', 'consentAt'].map((key) => L(`csv.${key}`))]);
  // The same rows as the inbox (spam left out), newest first.
  expect(body.map((row) => row[0])).toEqual([ids.ivan, ids.formula, ids.won]);
  const ivan = body[0]!;
  expect(ivan[4]).toBe(leads.ivan.name);
  expect(ivan[5]).toBe(leads.ivan.companyName);
  expect(ivan[7]).toBe(`'${leads.ivan.phone}`);
  expect(ivan[8]).toBe('Россия');
  expect(ivan[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(body[1]![4]).toBe(`'${FORMULA_NAME}`);

  const entry = await app.db.auditLog.findFirstOrThrow({ where: { action: 'leads.export' } });
  expect(entry.actorEmail).toBe(sales.email);
  expect(entry.meta).toMatchObject({ rows: 3 });

  // The filter is the inbox's: type and status from the URL.
  const filtered = await page.request.get(`${app.baseUrl}/api/admin/leads/export?type=equipment&status=won`);
  expect(filtered.status()).toBe(200);
  expect(filtered.headers()['content-disposition']).toMatch(/^attachment; filename="leads-/);
  const filteredRows = parse(await filtered.body(), { bom: true, delimiter: ';' }) as string[][];
  expect(filteredRows.slice(1).map((row) => row[0])).toEqual([ids.won]);
  const last = await app.db.auditLog.findFirstOrThrow({ where: { action: 'leads.export' }, orderBy: { at: 'desc' } });
  expect(last.meta).toMatchObject({ filter: { type: 'equipment', status: 'won' }, rows: 1 });
});

test('the filters work on a 375 px phone: type and status from the URL, spam only when asked', async ({ browser }) => {
  const page = await as(browser, sales, { width: 375, height: 812 });
  await page.goto(`${app.baseUrl}/admin/leads`);
  const cards = page.getByTestId('lead-cards').getByTestId('lead-row');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('lead-table')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel(L('filters.type')).selectOption('equipment');
  await page.getByRole('button', { name: text(load('common', 'ru'), 'filter') }).click();
  await page.waitForURL(/type=equipment/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('lead-cards')).not.toContainText(leads.ivan.name);

  await page.getByLabel(L('filters.status')).selectOption('won');
  await page.getByRole('button', { name: text(load('common', 'ru'), 'filter') }).click();
  await page.waitForURL(/status=won/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.won.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Spam: hidden from the default list, shown when asked, and on its own with its status.
  await page.goto(`${app.baseUrl}/admin/leads?spam=1`);
  await expect(cards).toHaveCount(4);
  await page.goto(`${app.baseUrl}/admin/leads?status=spam`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.spam.name);
  // Search by phone as people type it, and by company.
  await page.goto(`${app.baseUrl}/admin/leads?q=${encodeURIComponent('+7 (812) 345')}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(leads.ivan.name);
  await expectNoAxeViolations(page);
});

test('erasing a lead needs the confirmation, removes it with its mails, and the audit entry holds no personal data', async ({ browser }) => {
  expect(await app.db.outboxMessage.count({ where: { leadId: ids.ivan } })).toBe(2);
  const page = await as(browser, sales);
  await page.goto(`${app.baseUrl}/admin/leads/${ids.ivan}`);

  await page.getByRole('button', { name: L('erase.submit') }).click();
  await expect(page.getByTestId('erase-form').getByTestId('field-error')).toHaveText(L('errors.confirmErase'));
  expect(await app.db.lead.count({ where: { id: ids.ivan } })).toBe(1);

  await page.getByLabel(L('erase.confirm')).check();
  await page.getByRole('button', { name: L('erase.submit') }).click();
  await page.waitForURL('**/admin/leads?erased=1');
  await expect(page.getByRole('status')).toHaveText(L('erased'));
  await expect(page.getByRole('link', { name: leads.ivan.name })).toHaveCount(0);

  expect(await app.db.lead.count({ where: { id: ids.ivan } })).toBe(0);
  expect(await app.db.leadEvent.count({ where: { leadId: ids.ivan } })).toBe(0);
  expect(await app.db.outboxMessage.count({ where: { leadId: ids.ivan } })).toBe(0);
  expect(await app.db.outboxMessage.count({ where: { to: leads.ivan.email } })).toBe(0);

  const entry = await app.db.auditLog.findFirstOrThrow({ where: { action: 'lead.erase' } });
  expect(entry).toMatchObject({ entity: 'lead', entityId: ids.ivan, actorEmail: sales.email });
  expect(entry.meta).toMatchObject({ type: 'partner' });
  const everything = JSON.stringify(await app.db.auditLog.findMany());
  for (const personal of [leads.ivan.name, leads.ivan.email, leads.ivan.phone, leads.ivan.inn, 'Климат', 'Перезвонить']) expect(everything).not.toContain(personal);

  expect((await page.goto(`${app.baseUrl}/admin/leads/${ids.ivan}`))?.status()).toBe(404);
});

test('an editor gets 403 for the inbox, a lead, the export and the subscribers', async ({ browser }) => {
  const page = await as(browser, editor);
  expect((await page.goto(`${app.baseUrl}/admin/leads`))?.status()).toBe(403);
  expect((await page.goto(`${app.baseUrl}/admin/leads/${ids.won}`))?.status()).toBe(403);
  expect((await page.goto(`${app.baseUrl}/admin/subscribers`))?.status()).toBe(403);
  const exported = await page.request.get(`${app.baseUrl}/api/admin/leads/export`);
  expect(exported.status()).toBe(403);
  expect(await exported.text()).toBe('');
  expect((await page.request.get(`${app.baseUrl}/api/admin/subscribers/export`)).status()).toBe(403);
  expect(await app.db.auditLog.count({ where: { actorEmail: editor.email } })).toBe(0);
  // Signed out: the export answers 401 and hands out nothing.
  expect((await fetch(`${app.baseUrl}/api/admin/leads/export`)).status).toBe(401);

  // The editor's dashboard has no lead or subscriber figures.
  await page.goto(`${app.baseUrl}/admin`);
  await expect(page.getByTestId('dashboard-leads')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-subscribers')).toHaveCount(0);
});

test('subscribers: counts by status and locale, search, export of confirmed ones, erasure without the address in the log', async ({ browser }) => {
  const S = (key: string) => text(load('subscribers', 'ru'), key);
  const page = await as(browser, sales);
  await page.goto(`${app.baseUrl}/admin/subscribers`);
  await expect(page.getByTestId('subscriber-counts')).toBeVisible();
  await expect(page.getByTestId('subscriber-row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByLabel(S('filters.search')).fill('OLGA@');
  await page.getByRole('button', { name: text(load('common', 'ru'), 'search') }).click();
  await expect(page.getByTestId('subscriber-row')).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('subscribers-export').click()]);
  const rows = parse(fs.readFileSync((await download.path())!), { bom: true, delimiter: ';' }) as string[][];
  expect(rows[0]![0]).toBe(S('csv.email'));
  expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(['giulia@example.test', 'olga@example.test']);
  expect((await app.db.auditLog.findFirstOrThrow({ where: { action: 'subscribers.export' } })).meta).toMatchObject({ rows: 2 });

  const olga = await app.db.subscriber.findUniqueOrThrow({ where: { email: 'olga@example.test' } });
  await app.db.outboxMessage.create({ data: { messageId: `<news-${olga.id}@test>`, kind: 'newsletter', to: olga.email, subject: 'News', html: '<p>x</p>', text: 'x', subscriberId: olga.id, nextAttemptAt: new Date(Date.now() + 24 * HOUR) } });
  // A confirmation mail as the public form queues it: not linked to the row, only addressed to it.
  await app.db.outboxMessage.create({ data: { messageId: `<confirm-${olga.id}@test>`, kind: 'newsletter-confirmation', to: olga.email, subject: 'Confirm', html: '<p>x</p>', text: 'x', nextAttemptAt: new Date(Date.now() + 24 * HOUR) } });
  await page.getByRole('link', { name: olga.email }).click();
  await page.waitForURL(`**/admin/subscribers/${olga.id}`);
  await expectNoAxeViolations(page);
  await page.getByLabel(S('erase.confirm')).check();
  await page.getByRole('button', { name: S('erase.submit') }).click();
  await page.waitForURL('**/admin/subscribers?erased=1');
  expect(await app.db.subscriber.count({ where: { id: olga.id } })).toBe(0);
  expect(await app.db.outboxMessage.count({ where: { to: olga.email } })).toBe(0);
  const entry = await app.db.auditLog.findFirstOrThrow({ where: { action: 'subscriber.erase' } });
  expect(entry.entityId).toBe(olga.id);
  expect(JSON.stringify(await app.db.auditLog.findMany())).not.toContain('olga@');
});

test('dashboard: lead and subscriber figures for sales; failed mail and the last changes for admins; no axe violations', async ({ browser }) => {
  const D = load('dashboard', 'ru');
  await app.db.outboxMessage.create({ data: { messageId: '<failed@test>', kind: 'test', to: 'x@example.test', subject: 'x', html: 'x', text: 'x', status: 'failed', failedAt: new Date() } });

  const page = await as(browser, sales);
  await page.goto(`${app.baseUrl}/admin`);
  // Ivan was erased: the formula lead is the one new lead of the week (spam is not counted).
  await expect(page.getByTestId('leads-this-week')).toHaveText('1');
  await expect(page.getByTestId('leads-won')).toHaveText('1');
  await expect(page.getByTestId('leads-spam')).toHaveText('1');
  await expect(page.getByTestId('dashboard-subscribers')).toContainText('1');
  await expect(page.getByTestId('dashboard-changes')).toHaveCount(0);
  await expect(page.getByTestId('failed-mail-banner')).toBeVisible();
  await expect(page.getByTestId('failed-mail-banner').getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('failed-mail-banner')).toContainText(text(D, 'mail.failedOther').split('. ').at(-1)!);
  await expectNoAxeViolations(page);

  const adminPage = await (await browser.newContext()).newPage();
  admin = await signIn(adminPage, app.baseUrl, admin);
  await adminPage.goto(`${app.baseUrl}/admin`);
  await expect(adminPage.getByTestId('failed-mail-banner').getByRole('link')).toHaveAttribute('href', '/admin/outbox');
  const changes = adminPage.getByTestId('dashboard-changes').locator('tbody tr');
  await expect(changes).toHaveCount(Math.min(10, await app.db.auditLog.count()));
  await expect(adminPage.getByTestId('dashboard-changes')).toContainText('subscriber.erase');
  await expectNoAxeViolations(adminPage);
});
