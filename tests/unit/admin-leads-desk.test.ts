import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { useFakeClock } from '../support/fake-clock';
import { leadWhere, parseLeadFilter } from '@/lib/admin/leads/filters';
import ExcelJS from 'exceljs';
import { exportName, exportTable, leadsCsv, leadsXlsx } from '@/lib/admin/leads/export';
import { changeLeads, exportLeads, mergeLeads, takeLead, workLead } from '@/lib/admin/leads/service';
import { addTask, myTasks, setTaskDone } from '@/lib/admin/leads/tasks';
import { remindTask } from '@/lib/admin/leads/task-reminder';
import { dayIn, formatDateTime, startOfDay, zonedMoment } from '@/lib/admin/time-zone';
import { earlierCounts } from '@/lib/leads/duplicates';
import { createLead } from '@/lib/leads/number';
import { weekStart } from '@/app/admin/(staff)/leads/views';

// The leads inbox of a Russian sales desk (issue 30) on a real SQLite file: time zones, the lead card's one save,
// "Take it", bulk changes, duplicates and merge, tasks and their reminder, the export. The screens are driven in
// tests/e2e/ui/admin-leads.spec.ts; the rules are here.

vi.mock('@/lib/db', () => import('../support/app-db'));
vi.mock('@/lib/jobs/queue', async (original) => ({ ...(await original<typeof import('@/lib/jobs/queue')>()), wakeJobRunner: () => undefined }));
afterAll(() => cleanup());

beforeEach(async () => {
  await db.$transaction([db.leadTask.deleteMany(), db.lead.deleteMany(), db.job.deleteMany(), db.outboxMessage.deleteMany(), db.auditLog.deleteMany(), db.user.deleteMany()]);
});

const consent = { consentIp: '203.0.113.9', consentUserAgent: 'test', consentTextVersion: 'v1', locale: 'ru', sourcePage: '/ru/becomepartner' };
const lead = (fields: { name: string; phone: string; createdAt: Date; email?: string; inn?: string; status?: 'new' | 'spam' }) =>
  createLead(db, { type: 'partner', ...consent, consentAt: fields.createdAt, ...fields });

async function user(role: 'sales' | 'admin' | 'editor', locale = 'ru', timeZone: string | null = null) {
  const id = randomUUID();
  await db.user.create({ data: { id, email: `${role}-${id.slice(0, 6)}@staff.test`, name: `${role} ${id.slice(0, 4)}`, role, locale, timeZone, emailVerified: true } });
  return { id, email: `${role}-${id.slice(0, 6)}@staff.test` };
}

describe('time zones', () => {
  // 00:30 in Moscow on 27 November is 22:30 in Rome on the 26th.
  const at = new Date('2026-11-26T21:30:00Z');

  it('a lead at 00:30 Moscow is "today" for Moscow and "yesterday", 22:30, for Rome', async () => {
    useFakeClock('2026-11-27T07:00:00Z');
    const row = await lead({ name: 'Ночной клиент', phone: '+79120000001', createdAt: at });
    const found = async (timeZone: string, day: string) =>
      (await db.lead.findMany({ where: leadWhere(parseLeadFilter({ from: day, to: day }), { timeZone, userId: 'x', now: new Date() }) })).map((l) => l.id);
    expect(await found('Europe/Moscow', dayIn(new Date('2026-11-27T07:00:00Z'), 'Europe/Moscow'))).toEqual([row.id]);
    expect(await found('Europe/Rome', '2026-11-27')).toEqual([]);
    expect(await found('Europe/Rome', '2026-11-26')).toEqual([row.id]);
    expect(formatDateTime(at, { locale: 'ru', timeZone: 'Europe/Moscow' })).toBe('27.11.2026, 00:30 GMT+3');
    expect(formatDateTime(at, { locale: 'it', timeZone: 'Europe/Rome' })).toBe('26/11/2026, 22:30 CET');
  });

  it('days begin at midnight in the zone, and at 01:00 where midnight is skipped', () => {
    expect(startOfDay('2026-11-27', 'Europe/Moscow').toISOString()).toBe('2026-11-26T21:00:00.000Z');
    // Rome moves its clocks at 02:00 on 29 March: that day begins at 00:00 CET, the next at 00:00 CEST.
    expect(startOfDay('2026-03-29', 'Europe/Rome').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Rome').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Chile skips midnight on 6 September 2026: the day begins at 01:00 (-03).
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedMoment('2026-11-27', '15:30', 'Asia/Yekaterinburg').toISOString()).toBe('2026-11-27T10:30:00.000Z');
    // A skipped wall time is the moment after the gap, east and west of Greenwich; a repeated one the first.
    expect(zonedMoment('2026-03-29', '02:30', 'Europe/Rome').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedMoment('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedMoment('2026-10-25', '02:30', 'Europe/Rome').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });
});

describe('the lead card', () => {
  it('writes only what was changed on it, refuses a change a colleague made meanwhile, and adds the note', async () => {
    const [anna, boris] = [await user('sales'), await user('sales')];
    const row = await lead({ name: 'Иван', phone: '+79120000002', createdAt: new Date() });
    const card = { seenStatus: 'new', seenAssigneeId: null, status: 'new', assigneeId: null, note: null } as const;
    // Anna assigns Boris; her card showed the lead as new and unassigned.
    expect(await workLead({ id: anna.id, email: anna.email }, row.id, { ...card, assigneeId: boris.id })).toEqual({ ok: true });
    // Boris, from a card opened before, changes only the status: the assignment stays.
    expect(await workLead({ id: boris.id, email: boris.email }, row.id, { ...card, status: 'in_progress', note: 'Позвонил, ждёт КП' })).toEqual({ ok: true });
    expect(await db.lead.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'in_progress', assigneeId: boris.id });
    // Anna, still on her old card, changes the status: it was "new" on her card and is "in_progress" now, a
    // conflict, and nothing is written (not even her note).
    expect(await workLead({ id: anna.id, email: anna.email }, row.id, { ...card, status: 'lost', note: 'x' })).toMatchObject({ ok: false, code: 'CONFLICT' });
    // Boris, from his card as it is now, gives the lead back to nobody: the status he did not touch stays.
    expect(await workLead({ id: boris.id, email: boris.email }, row.id, { ...card, seenStatus: 'in_progress', status: 'in_progress', seenAssigneeId: boris.id, assigneeId: null })).toEqual({ ok: true });
    expect(await db.lead.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'in_progress', assigneeId: null });
    const events = await db.leadEvent.findMany({ where: { leadId: row.id }, orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => [event.kind, event.from, event.to, event.note])).toEqual([
      ['assignee', null, boris.id, null],
      ['status', 'new', 'in_progress', null],
      ['note', null, null, 'Позвонил, ждёт КП'],
      ['assignee', boris.id, null, null],
    ]);
  });

  it('"Take it" assigns the lead to a sales user; only sales users may be given leads', async () => {
    const [sales, admin] = [await user('sales'), await user('admin')];
    const row = await lead({ name: 'Пётр', phone: '+79120000003', createdAt: new Date() });
    expect(await takeLead({ id: admin.id, email: admin.email }, row.id)).toMatchObject({ ok: false, code: 'INVALID' });
    expect(await takeLead({ id: sales.id, email: sales.email }, row.id)).toEqual({ ok: true });
    expect((await db.lead.findUniqueOrThrow({ where: { id: row.id } })).assigneeId).toBe(sales.id);
    const card = { seenStatus: 'new', seenAssigneeId: sales.id, status: 'new', assigneeId: admin.id, note: null } as const;
    expect(await workLead({ id: sales.id, email: sales.email }, row.id, card)).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { assigneeId: 'assignee' } });
  });

  it('bulk: a status or an assignee on every ticked lead, each with its own event, counting only real changes', async () => {
    const sales = await user('sales');
    const rows = await Promise.all(['1', '2', '3'].map((n) => lead({ name: `Лид ${n}`, phone: `+7912000001${n}`, createdAt: new Date() })));
    await db.lead.update({ where: { id: rows[0]!.id }, data: { status: 'won' } });
    const ids = rows.map((row) => row.id);
    expect(await changeLeads({ id: sales.id, email: sales.email }, ids, { status: 'won' })).toEqual({ ok: true, changed: 2 });
    expect(await changeLeads({ id: sales.id, email: sales.email }, [...ids, 'gone'], { assigneeId: sales.id })).toEqual({ ok: true, changed: 3 });
    expect(await db.leadEvent.count({ where: { leadId: { in: ids } } })).toBe(5);
    const editor = await user('editor');
    expect(await changeLeads({ id: sales.id, email: sales.email }, ids, { assigneeId: editor.id })).toMatchObject({ ok: false, code: 'INVALID' });
  });
});

describe('duplicates', () => {
  it('counts the earlier leads sharing a phone, an e-mail (any case) or an INN, spam and later ones aside', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
    const first = await lead({ name: 'A', phone: '+79121111111', email: 'Petrov@Mail.example', createdAt: day(1) });
    await lead({ name: 'spam', phone: '+79121111111', createdAt: day(2), status: 'spam' });
    const second = await lead({ name: 'B', phone: '+79122222222', email: 'petrov@mail.example', createdAt: day(3) });
    const third = await lead({ name: 'C', phone: '+79121111111', inn: '7707083893', createdAt: day(4) });
    const fourth = await lead({ name: 'D', phone: '+79123333333', inn: '7707083893', createdAt: day(5) });
    const rows = await db.lead.findMany({ where: { id: { in: [first.id, second.id, third.id, fourth.id] } } });
    expect(Object.fromEntries(await earlierCounts(db, rows))).toEqual({ [second.id]: 1, [third.id]: 1, [fourth.id]: 1 });
    expect(second.email).toBe('petrov@mail.example');
  });

  it('a merge keeps the lines, notes, tasks and timeline on the kept lead, fills its gaps, and is audited', async () => {
    useFakeClock('2026-11-27T08:00:00Z');
    const sales = await user('sales');
    const actor = { id: sales.id, email: sales.email };
    const keep = await createLead(db, { type: 'quote', ...consent, consentAt: new Date(), name: 'Иван', phone: '+79124444444', lines: { create: [{ position: 0, productSlug: 'a', modelCode: 'A-1', name: 'A', quantity: 2 }] } });
    const merged = await createLead(db, { type: 'quote', ...consent, consentAt: new Date(), name: 'Иван П.', phone: '+79124444444', companyName: 'ООО «Север»', lines: { create: [{ position: 0, productSlug: 'b', modelCode: 'B-1', name: 'B', quantity: 5 }] } });
    await workLead(actor, merged.id, { seenStatus: 'new', status: 'new', seenAssigneeId: null, assigneeId: null, note: 'Просил скидку' });
    await addTask(actor, merged.id, { ownerId: sales.id, title: 'Перезвонить', dueAt: new Date('2026-11-28T09:00:00Z') });
    // The merged request's consents, one of them withdrawn.
    const record = { documentId: 'consent-processing-1', version: 1, sha256: 'x', locale: 'ru', givenAt: new Date(), ip: '203.0.113.9', userAgent: 'test', sourcePage: '/ru/quote' };
    await db.consentRecord.createMany({ data: [{ ...record, leadId: merged.id, purpose: 'processing', withdrawnAt: new Date() }, { ...record, leadId: merged.id, purpose: 'transfer' }] });

    expect(await mergeLeads(actor, keep.id, keep.id)).toMatchObject({ ok: false, code: 'INVALID' });
    // Only the same customer's leads: a merge is no way to delete another lead.
    const stranger = await lead({ name: 'Другой', phone: '+79129999999', createdAt: new Date() });
    expect(await mergeLeads(actor, keep.id, stranger.id)).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { form: 'notDuplicate' } });
    expect(await mergeLeads(actor, keep.id, merged.id)).toEqual({ ok: true });
    expect(await db.lead.findUnique({ where: { id: merged.id } })).toBeNull();
    const kept = await db.lead.findUniqueOrThrow({ where: { id: keep.id }, include: { lines: { orderBy: { position: 'asc' } }, events: { orderBy: { createdAt: 'asc' } }, tasks: true } });
    expect(kept.companyName).toBe('ООО «Север»');
    expect(kept.lines.map((line) => [line.modelCode, line.quantity])).toEqual([['A-1', 2], ['B-1', 5]]);
    expect(kept.tasks.map((task) => task.title)).toEqual(['Перезвонить']);
    const consents = await db.consentRecord.findMany({ where: { leadId: keep.id }, orderBy: { purpose: 'asc' } });
    expect(consents.map((row) => [row.purpose, row.withdrawnAt !== null])).toEqual([['processing', true], ['transfer', false]]);
    expect(kept.events.map((event) => event.kind)).toEqual(['note', 'task', 'merge']);
    expect(kept.events.at(-1)).toMatchObject({ from: merged.number, to: keep.number });
    // The merged request's consent record stays on the timeline.
    expect(JSON.parse(kept.events.at(-1)!.note!)).toEqual({
      createdAt: merged.createdAt.toISOString(),
      consentAt: merged.consentAt.toISOString(),
      consentIp: '203.0.113.9',
      consentUserAgent: 'test',
      consentTextVersion: 'v1',
    });
    expect(kept.search).toContain('ооосевер');
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'lead.merge' } });
    expect(entry.meta).toEqual({ merged: merged.id, mergedNumber: merged.number, keptNumber: keep.number });
  });
});

describe('tasks', () => {
  it('are listed for today and overdue in my zone, mail their owner once at the due time, and go on the timeline when done', async () => {
    const clock = useFakeClock('2026-11-27T06:00:00Z'); // 09:00 in Moscow
    const owner = await user('sales', 'ru', 'Europe/Moscow');
    const actor = { id: owner.id, email: owner.email };
    const row = await lead({ name: 'Ольга', phone: '+79125555555', createdAt: new Date('2026-11-26T10:00:00Z') });
    await addTask(actor, row.id, { ownerId: owner.id, title: 'Перезвонить по КП', dueAt: zonedMoment('2026-11-27', '11:00', 'Europe/Moscow') });
    await addTask(actor, row.id, { ownerId: owner.id, title: 'Отправить каталог', dueAt: zonedMoment('2026-11-28', '10:00', 'Europe/Moscow') });
    await addTask(actor, row.id, { ownerId: owner.id, title: 'Вчерашнее', dueAt: zonedMoment('2026-11-26', '18:00', 'Europe/Moscow') });
    expect((await myTasks(owner.id, 'Europe/Moscow')).map((task) => task.title)).toEqual(['Вчерашнее', 'Перезвонить по КП']);
    expect(await db.lead.count({ where: leadWhere(parseLeadFilter({ tasks: 'overdue' }), { timeZone: 'Europe/Moscow', userId: owner.id, now: clock.now() }) })).toBe(1);

    // One job per task, due at its time.
    const jobs = await db.job.findMany({ where: { kind: 'lead-task' }, orderBy: { runAt: 'asc' } });
    expect(jobs.map((job) => job.runAt.toISOString())).toEqual(['2026-11-26T15:00:00.000Z', '2026-11-27T08:00:00.000Z', '2026-11-28T07:00:00.000Z']);
    const today = await db.leadTask.findFirstOrThrow({ where: { title: 'Перезвонить по КП' } });
    // Before its time the job finds nothing to send; at its time it mails once, whatever retries follow.
    expect(await db.$transaction((tx) => remindTask(tx, today.id))).toBe(false);
    clock.set('2026-11-27T08:00:00Z');
    expect(await db.$transaction((tx) => remindTask(tx, today.id))).toBe(true);
    expect(await db.$transaction((tx) => remindTask(tx, today.id))).toBe(false);
    const [mail] = await db.outboxMessage.findMany({ where: { kind: 'lead-task-reminder' } });
    expect(mail).toMatchObject({ to: owner.email, leadId: row.id, subject: `Напоминание: Перезвонить по КП (заявка № ${row.number})` });
    expect(mail!.text).toContain('27.11.2026, 11:00 GMT+3');
    expect(mail!.text).toContain(`/admin/leads/${row.id}`);

    await setTaskDone(actor, today.id, true);
    await setTaskDone(actor, today.id, false);
    const kinds = (await db.leadEvent.findMany({ where: { leadId: row.id }, orderBy: { createdAt: 'asc' } })).map((event) => event.kind);
    expect(kinds).toEqual(['task', 'task', 'task', 'task_done', 'task_undone']);
    // Reopened after its reminder went: no second reminder, and no second job, for the same due time.
    expect(await db.job.count({ where: { kind: 'lead-task' } })).toBe(3);
    expect(await db.$transaction((tx) => remindTask(tx, today.id))).toBe(false);
    expect(await db.outboxMessage.count({ where: { kind: 'lead-task-reminder' } })).toBe(1);
  });
});

describe('the export', () => {
  it('writes dates in the reader\'s zone, which the header names, with the number, the notes and the source', async () => {
    useFakeClock('2026-11-27T08:00:00Z');
    const sales = await user('sales');
    const row = await createLead(db, { type: 'partner', ...consent, consentAt: new Date('2026-11-26T21:30:00Z'), createdAt: new Date('2026-11-26T21:30:00Z'), name: 'Ночной', phone: '+79126666666', landingPage: '/ru?utm_source=yandex', utmSource: 'yandex', referrerHost: 'yandex.ru' });
    await workLead({ id: sales.id, email: sales.email }, row.id, { seenStatus: 'new', status: 'new', seenAssigneeId: null, assigneeId: null, note: 'Перезвонить утром' });
    const leads = await exportLeads({ id: sales.id, email: sales.email }, parseLeadFilter({}), { timeZone: 'Europe/Moscow', userId: sales.id, now: new Date() });
    const { header, rows } = exportTable(leads, { locale: 'ru', timeZone: 'Europe/Moscow' });
    const cell = (name: string) => rows[0]![header.findIndex((title) => title.startsWith(name))];
    expect(header).toContain('Получена (Europe/Moscow)');
    expect(cell('Номер')).toBe(row.number);
    expect(cell('Получена')).toMatchObject({ text: '2026-11-27 00:30' });
    expect(cell('Заметки')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} sales-.*@staff.test: Перезвонить утром$/);
    expect(cell('Переход с сайта')).toBe('yandex.ru');
    expect(cell('UTM')).toBe('utm_source=yandex');
    expect(leadsCsv(leads, { locale: 'ru', timeZone: 'Europe/Moscow' })).toContain(`${row.number};${row.id};2026-11-27 00:30;`);

    // The XLSX read back: a real date showing Moscow's wall time, the phone as text, the formula-looking name as text.
    await db.lead.update({ where: { id: row.id }, data: { name: '=HYPERLINK("http://evil.test")' } });
    const again = await exportLeads({ id: sales.id, email: sales.email }, parseLeadFilter({}), { timeZone: 'Europe/Moscow', userId: sales.id, now: new Date() }, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await leadsXlsx(again, { locale: 'ru', timeZone: 'Europe/Moscow' })) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const column = (name: string) => (sheet.getRow(1).values as string[]).findIndex((title) => typeof title === 'string' && title.startsWith(name));
    const cells = sheet.getRow(2);
    expect(cells.getCell(column('Получена')).value).toEqual(new Date('2026-11-27T00:30:00Z'));
    expect(cells.getCell(column('Получена')).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(cells.getCell(column('Телефон')).value).toBe('+79126666666');
    expect(cells.getCell(column('Имя')).value).toBe('=HYPERLINK("http://evil.test")');
    expect(cells.getCell(column('Имя')).formula).toBeUndefined();
    expect((await db.auditLog.findFirstOrThrow({ where: { action: 'leads.export' }, orderBy: { at: 'desc' } })).meta).toMatchObject({ format: 'xlsx', rows: 1 });
    expect(exportName({ from: '2026-11-01', to: '2026-11-27' }, '2026-11-27')).toBe('leads-2026-11-01_2026-11-27');
    expect(exportName({}, '2026-11-27')).toBe('leads-2026-11-27');
  });
});
