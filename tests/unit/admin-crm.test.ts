import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { bitrix24Target } from '@/lib/crm/bitrix24';
import { activeTargets, readCrmSettings } from '@/lib/crm/settings';

// The administrator's CRM screen (issue 31, item 1): the settings saved and audited, the targets new leads go to,
// and a test lead showing what the CRM answered, Bitrix24's "simple CRM" mode detected first. A fake portal here.

vi.mock('@/lib/db', () => import('../support/app-db'));
const fake = vi.hoisted(() => ({ url: '', mode: 1, added: [] as Array<Record<string, unknown>> }));
vi.mock('@/lib/crm/config', () => ({ configuredCrmTargets: () => [bitrix24Target(fake.url)] }));
afterAll(() => cleanup());

const { crmSettingsFormSchema, saveCrmSettings, sendTestLead } = await import('@/lib/admin/crm/service');
const actor = { id: null, email: 'admin@staff.test' };

let server: http.Server;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const method = /\/([\w.]+)\.json$/.exec(request.url ?? '')?.[1];
      response.writeHead(200, { 'Content-Type': 'application/json' });
      if (method === 'crm.settings.mode.get') return response.end(JSON.stringify({ result: fake.mode }));
      fake.added.push((JSON.parse(text) as { fields: Record<string, unknown> }).fields);
      response.end(JSON.stringify({ result: 700 + fake.added.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/1/code/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(async () => {
  await db.$transaction([db.setting.deleteMany({ where: { key: 'crm.settings' } }), db.auditLog.deleteMany()]);
  Object.assign(fake, { mode: 1, added: [] });
});

describe('the CRM settings', () => {
  it('are every configured target with source WEB until saved; saved, they are audited and name the targets that get leads', async () => {
    expect(activeTargets(['bitrix24', 'webhook'], await readCrmSettings(db))).toEqual(['bitrix24', 'webhook']);
    const input = crmSettingsFormSchema.parse({ active: 'webhook', sourceId: 'CALLBACK', assignedById: '12', statusMap: 'converted = won\r\nJUNK=lost\n\n', pipelineId: '', statusId: '', responsibleUserId: '' });
    await saveCrmSettings(actor, input);
    const saved = await readCrmSettings(db);
    expect(saved).toEqual({
      active: ['webhook'],
      bitrix24: { sourceId: 'CALLBACK', assignedById: 12, statusMap: { CONVERTED: 'won', JUNK: 'lost' } },
      amocrm: { pipelineId: null, statusId: null, responsibleUserId: null },
    });
    expect(activeTargets(['bitrix24', 'webhook'], saved)).toEqual(['webhook']);
    // No box ticked: no target.
    await saveCrmSettings(actor, crmSettingsFormSchema.parse({ sourceId: 'WEB' }));
    expect(activeTargets(['bitrix24'], await readCrmSettings(db))).toEqual([]);
    expect((await db.auditLog.findMany({ where: { action: 'crm.settings' } })).map((entry) => entry.after)).toHaveLength(2);
    // A bad id or source is refused on its field.
    expect(crmSettingsFormSchema.safeParse({ sourceId: 'WEB; DROP', assignedById: '1x', statusMap: 'CONVERTED = sold' }).error?.issues.map((issue) => issue.message).sort()).toEqual(['id', 'sourceId', 'statusMap']);
  });

  it('a test lead shows what Bitrix24 answered, with the saved source; a portal in simple CRM mode is named as such', async () => {
    await saveCrmSettings(actor, crmSettingsFormSchema.parse({ active: 'bitrix24', sourceId: 'WEB', assignedById: '5' }));
    expect(await sendTestLead(actor, 'bitrix24')).toEqual({ ok: true, externalId: '701', externalUrl: `${new URL(fake.url).origin}/crm/lead/details/701/` });
    expect(fake.added[0]).toMatchObject({ SOURCE_ID: 'WEB', ASSIGNED_BY_ID: 5, NAME: 'Тест Тестов', ORIGIN_ID: expect.stringMatching(/^TEST-\d{14}$/) });
    // crm.settings.mode.get: 1 classic, 2 simple (no leads).
    fake.mode = 2;
    expect(await sendTestLead(actor, 'bitrix24')).toEqual({ ok: false, problem: 'simpleMode' });
    expect(fake.added).toHaveLength(1);
    // A target this server is not connected to sends nothing (and has nothing to audit).
    expect(await sendTestLead(actor, 'amocrm')).toEqual({ ok: false, problem: 'notConfigured' });
    expect((await db.auditLog.findMany({ where: { action: 'crm.test' }, orderBy: { at: 'asc' } })).map((entry) => entry.meta)).toEqual([
      { target: 'bitrix24', outcome: 'ok 701' },
      { target: 'bitrix24', outcome: 'simpleMode' },
    ]);
  });
});
