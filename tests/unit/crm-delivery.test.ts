import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { useFakeClock } from '../support/fake-clock';
import { amoCrmTarget } from '@/lib/crm/amocrm';
import { bitrix24Target, ORIGINATOR } from '@/lib/crm/bitrix24';
import { queueCrmDeliveries } from '@/lib/crm/delivery';
import type { CrmTarget } from '@/lib/crm/types';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook, webhookSignature, webhookTarget } from '@/lib/crm/webhook';
import { JOB_KINDS } from '@/lib/jobs/kinds';
import { enqueueJob } from '@/lib/jobs/queue';
import { JobRunner } from '@/lib/jobs/runner';
import { createLead } from '@/lib/leads/number';
import { POST } from '@/app/api/crm/bitrix24/route';

// Issue 31: leads delivered to Bitrix24, amoCRM and a signed webhook by the job runner, against a fake Bitrix24, a
// fake amoCRM and a webhook receiver started here, on a real SQLite file: the fields Bitrix24 gets, exactly once across an unknown
// outcome (a timeout, a runner killed mid-call), its rate limit and Retry-After, bad credentials, an erased lead;
// the webhook's signature and replay window.

vi.mock('@/lib/db', () => import('../support/app-db'));
const OUTBOUND_TOKEN = 'token-of-the-outbound-webhook';
vi.mock('@/lib/env', async (original) => {
  const actual = await original<typeof import('@/lib/env')>();
  return { ...actual, env: { ...actual.env, BITRIX24_APPLICATION_TOKEN: 'token-of-the-outbound-webhook' } };
});
afterAll(() => cleanup());

type Call = { method: string; body: Record<string, unknown> };
/** What the fake does with the next calls of a method: answer, hang after storing, or refuse. */
type Behaviour = 'ok' | 'store-and-hang' | 'limit' | 'auth';

const bitrix = { leads: [] as Array<Record<string, unknown> & { ID: number }>, calls: [] as Call[], next: [] as Behaviour[], retryAfter: '120', server: undefined as http.Server | undefined, url: '' };
const receiver = { bodies: [] as Array<{ body: string; verdict: string | null }>, status: 200, server: undefined as http.Server | undefined, url: '' };
const SECRET = 'webhook-secret-of-at-least-32-characters!';
const AMO_TOKEN = 'long-lived-token-of-the-test-account';
const NUMBER_FIELD = 771_001;
type AmoLead = { id: number; name: string; custom_fields_values: Array<{ field_id: number; values: Array<{ value: string }> }>; contactId: number };
const amo = {
  contacts: [] as Array<{ id: number; phones: string[]; emails: string[] }>,
  leads: [] as AmoLead[],
  notes: [] as Array<{ leadId: number; text: string }>,
  bodies: [] as unknown[],
  next: [] as Array<'ok' | 'store-and-hang' | 'limit'>,
  server: undefined as http.Server | undefined,
  url: '',
};

function listen(server: http.Server) {
  return new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}
const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  // A fake Bitrix24 portal: /rest/1/secretcode/<method>.json, answering the documented shapes.
  bitrix.server = http.createServer(async (request, response) => {
    const method = /\/rest\/1\/secretcode\/([\w.]+)\.json$/.exec(request.url ?? '')?.[1] ?? '';
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    bitrix.calls.push({ method, body });
    const behaviour = bitrix.next.shift() ?? 'ok';
    const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(answer));
    };
    if (behaviour === 'limit') return send(503, { error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests' }, { 'Retry-After': bitrix.retryAfter });
    if (behaviour === 'auth') return send(401, { error: 'INVALID_CREDENTIALS', error_description: 'Invalid request credentials' });
    if (method === 'crm.lead.add') {
      const id = bitrix.leads.length + 101;
      bitrix.leads.push({ ...(body.fields as Record<string, unknown>), ID: id });
      if (behaviour === 'store-and-hang') return; // stored, and the answer never comes
      return send(200, { result: id, time: {} });
    }
    if (method === 'crm.lead.get') {
      const lead = bitrix.leads.find((candidate) => String(candidate.ID) === String(body.id));
      return lead ? send(200, { result: { ID: String(lead.ID), STATUS_ID: lead.STATUS_ID ?? 'NEW' } }) : send(400, { error: 'NOT_FOUND', error_description: 'Not found' });
    }
    if (method === 'crm.lead.list') {
      const filter = body.filter as Record<string, string>;
      const found = bitrix.leads.filter((lead) => lead.ORIGIN_ID === filter.ORIGIN_ID && lead.ORIGINATOR_ID === filter.ORIGINATOR_ID);
      return send(200, { result: found.map((lead) => ({ ID: String(lead.ID), ORIGINATOR_ID: lead.ORIGINATOR_ID, ORIGIN_ID: lead.ORIGIN_ID })), total: found.length });
    }
    send(400, { error: 'ERROR_METHOD_NOT_FOUND' });
  });
  bitrix.url = `${await listen(bitrix.server)}/rest/1/secretcode/`;
  // A fake amoCRM account: API v4's shapes, a Bearer token, 204 for a search that finds nothing.
  amo.server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://amo.test');
    const text = await readBody(request);
    const send = (status: number, answer?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/hal+json', ...headers });
      response.end(answer === undefined ? undefined : JSON.stringify(answer));
    };
    if (request.headers.authorization !== `Bearer ${AMO_TOKEN}`) return send(401, { title: 'Unauthorized', status: 401 });
    const query = url.searchParams.get('query') ?? '';
    if (request.method === 'GET' && url.pathname === '/api/v4/contacts') {
      // A full-text search, as amoCRM's: any contact whose number or address contains the query.
      const found = amo.contacts.filter((contact) => [...contact.phones.map((phone) => phone.replace(/\D/g, '')), ...contact.emails].some((value) => value.includes(query)));
      const fields = (contact: (typeof amo.contacts)[number]) => [
        { field_id: 1, field_code: 'PHONE', values: contact.phones.map((value) => ({ value, enum_code: 'WORK' })) },
        { field_id: 2, field_code: 'EMAIL', values: contact.emails.map((value) => ({ value, enum_code: 'WORK' })) },
      ];
      return found.length ? send(200, { _embedded: { contacts: found.map((contact) => ({ id: contact.id, custom_fields_values: fields(contact) })) } }) : send(204);
    }
    const notesOf = /^\/api\/v4\/leads\/(\d+)\/notes$/.exec(url.pathname);
    if (request.method === 'GET' && notesOf) {
      const notes = amo.notes.filter((note) => note.leadId === Number(notesOf[1])).map((note, index) => ({ id: index + 1, note_type: 'common', params: { text: note.text } }));
      return notes.length ? send(200, { _embedded: { notes } }) : send(204);
    }
    if (request.method === 'GET' && url.pathname === '/api/v4/leads') {
      const found = amo.leads.filter((lead) => lead.name.includes(query) || JSON.stringify(lead.custom_fields_values).includes(query));
      return found.length ? send(200, { _embedded: { leads: found } }) : send(204);
    }
    const behaviour = amo.next.shift() ?? 'ok';
    if (behaviour === 'limit') return send(429, { title: 'Too Many Requests', status: 429 }, { 'Retry-After': '90' });
    if (request.method === 'POST' && url.pathname === '/api/v4/leads/complex') {
      const [lead] = JSON.parse(text) as Array<{ name: string; custom_fields_values: AmoLead['custom_fields_values']; _embedded: { contacts: Array<{ id?: number; custom_fields_values?: Array<{ field_code: string; values: Array<{ value: string }> }> }> } }>;
      amo.bodies.push(lead);
      const given = lead!._embedded.contacts[0]!;
      let contactId = given.id;
      if (!contactId) {
        contactId = amo.contacts.length + 501;
        const values = (code: string) => given.custom_fields_values?.find((field) => field.field_code === code)?.values.map((value) => value.value) ?? [];
        amo.contacts.push({ id: contactId, phones: values('PHONE'), emails: values('EMAIL') });
      }
      const id = amo.leads.length + 9001;
      amo.leads.push({ id, name: lead!.name, custom_fields_values: lead!.custom_fields_values, contactId });
      if (behaviour === 'store-and-hang') return;
      return send(200, [{ id, contact_id: contactId, company_id: null, request_id: ['0'], merged: false }]);
    }
    const note = /^\/api\/v4\/leads\/(\d+)\/notes$/.exec(url.pathname);
    if (request.method === 'POST' && note) {
      const [body] = JSON.parse(text) as Array<{ params: { text: string } }>;
      amo.notes.push({ leadId: Number(note[1]), text: body!.params.text });
      return send(200, { _embedded: { notes: [{ id: 1 }] } });
    }
    send(404, { title: 'Not Found', status: 404 });
  });
  amo.url = await listen(amo.server);
  // A webhook receiver that checks what docs/crm-webhook.md asks of one.
  receiver.server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const verdict = verifyWebhook(SECRET, { signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string, timestamp: request.headers[TIMESTAMP_HEADER.toLowerCase()] as string }, body);
    receiver.bodies.push({ body, verdict });
    response.writeHead(verdict ? 401 : receiver.status).end();
  });
  receiver.url = `${await listen(receiver.server)}/hooks/leads`;
});
afterAll(async () => {
  bitrix.server?.closeAllConnections();
  amo.server?.closeAllConnections();
  await new Promise((resolve) => bitrix.server?.close(resolve));
  await new Promise((resolve) => amo.server?.close(resolve));
  await new Promise((resolve) => receiver.server?.close(resolve));
});

beforeEach(async () => {
  await db.$transaction([db.job.deleteMany(), db.leadCrm.deleteMany(), db.lead.deleteMany(), db.auditLog.deleteMany()]);
  Object.assign(bitrix, { leads: [], calls: [], next: [], retryAfter: '120' });
  Object.assign(receiver, { bodies: [], status: 200 });
  Object.assign(amo, { contacts: [], leads: [], notes: [], bodies: [], next: [] });
});

const consent = { consentAt: new Date('2026-11-27T08:00:00Z'), consentIp: '203.0.113.9', consentUserAgent: 'UA', consentTextVersion: 'forms-2026-11-1', locale: 'ru' };

async function storedLead(targets: string[]) {
  return db.$transaction(async (tx) => {
    const lead = await createLead(tx, {
      type: 'quote', ...consent, createdAt: new Date('2026-11-27T08:00:00Z'), name: 'Иван Петров', companyName: 'ООО «Климат»', email: 'ivan@klimat.example', phone: '+79123456789', city: 'Казань', sourcePage: '/ru/quote',
      landingPage: '/ru?utm_source=yandex', utmSource: 'yandex', utmCampaign: 'split',
      lines: { create: [{ position: 0, productSlug: 'ws-35r32', modelCode: 'WS-35R32', name: 'Сплит-система WS-35R32', quantity: 2 }] },
    });
    await queueCrmDeliveries(tx, lead.id, targets, enqueueJob);
    return lead;
  });
}

const runner = (targets: CrmTarget[]) => new JobRunner({ db, kinds: JOB_KINDS, settings: { leadRetentionDays: 1095, crmTargets: targets } });
const crmJob = () => db.job.findFirstOrThrow({ where: { kind: 'crm-delivery' } });

describe('Bitrix24', () => {
  it('gets the lead once with our number, the person, the lines, the UTM, the consent and our link; the card keeps its id', async () => {
    useFakeClock('2026-11-27T08:00:05Z');
    const lead = await storedLead(['bitrix24']);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(bitrix.leads).toHaveLength(1);
    const fields = bitrix.leads[0]!;
    expect(fields).toMatchObject({
      TITLE: `Запрос КП № ${lead.number}`,
      NAME: 'Иван Петров',
      COMPANY_TITLE: 'ООО «Климат»',
      PHONE: [{ VALUE: '+79123456789', VALUE_TYPE: 'WORK' }],
      EMAIL: [{ VALUE: 'ivan@klimat.example', VALUE_TYPE: 'WORK' }],
      SOURCE_ID: 'WEB',
      UTM_SOURCE: 'yandex',
      UTM_CAMPAIGN: 'split',
      ORIGINATOR_ID: ORIGINATOR,
      ORIGIN_ID: lead.number,
    });
    expect(fields.COMMENTS).toContain('WS-35R32 — Сплит-система WS-35R32: 2 шт.');
    expect(fields.COMMENTS).toContain('версия текста forms-2026-11-1');
    expect(fields.COMMENTS).toContain(`/admin/leads/${lead.id}`);
    expect(await db.leadCrm.findUniqueOrThrow({ where: { leadId_target: { leadId: lead.id, target: 'bitrix24' } } })).toMatchObject({
      externalId: '101',
      externalUrl: `${new URL(bitrix.url).origin}/crm/lead/details/101/`,
      foundByLookup: false,
    });
    expect((await crmJob()).status).toBe('done');
    // Asked first whether it has the lead (an earlier attempt may have reached it), then given it.
    expect(bitrix.calls.map((call) => call.method)).toEqual(['crm.lead.list', 'crm.lead.add']);
  });

  it('reaches Bitrix24 exactly once when an answer is lost, and when a runner dies in the middle of the call', async () => {
    const clock = useFakeClock('2026-11-27T08:00:05Z');
    // The look-up finds nothing; the call that adds times out after Bitrix24 stored the lead: the outcome is
    // unknown, the job waits.
    bitrix.next = ['ok', 'store-and-hang'];
    const first = await storedLead(['bitrix24']);
    await runner([bitrix24Target(bitrix.url, { timeoutMs: 300 })]).runOnce();
    expect(await crmJob()).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(60_000);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(bitrix.leads.filter((lead) => lead.ORIGIN_ID === first.number)).toHaveLength(1);
    expect(bitrix.calls.map((call) => call.method)).toEqual(['crm.lead.list', 'crm.lead.add', 'crm.lead.list']);
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: first.id } })).toMatchObject({ externalId: '101', foundByLookup: true });

    // A runner killed after its call reached Bitrix24: its claim runs out, another runner takes the job.
    bitrix.calls = [];
    const second = await storedLead(['bitrix24']);
    const job = await db.job.findFirstOrThrow({ where: { kind: 'crm-delivery', status: 'pending' } });
    await db.job.update({ where: { id: job.id }, data: { status: 'running', attempts: 1, lockedBy: 'killed-runner', lockedUntil: new Date(clock.now().getTime() - 1) } });
    const { crmLead } = await import('@/lib/crm/delivery');
    await bitrix24Target(bitrix.url).send(crmLead(await db.lead.findUniqueOrThrow({ where: { id: second.id }, include: { lines: true } })));
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(bitrix.leads.filter((lead) => lead.ORIGIN_ID === second.number)).toHaveLength(1);
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: second.id } })).toMatchObject({ foundByLookup: true });

    // A deploy hands a claim back without counting the attempt: the next attempt is "the first" again, and the
    // look-up still finds the lead the stopped call had delivered.
    const third = await storedLead(['bitrix24']);
    await bitrix24Target(bitrix.url).send(crmLead(await db.lead.findUniqueOrThrow({ where: { id: third.id }, include: { lines: true } })));
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(bitrix.leads.filter((lead) => lead.ORIGIN_ID === third.number)).toHaveLength(1);
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: third.id } })).toMatchObject({ foundByLookup: true });
  });

  it('waits as long as Bitrix24 asks when it is over its limit, and fails at once on bad credentials', async () => {
    const clock = useFakeClock('2026-11-27T08:00:05Z');
    bitrix.next = ['limit'];
    await storedLead(['bitrix24']);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    const waiting = await crmJob();
    expect(waiting.status).toBe('pending');
    expect(waiting.lastError).toContain('QUERY_LIMIT_EXCEEDED');
    // Retry-After: 120 beats the first back-off (30 s).
    expect(waiting.runAt.getTime() - clock.now().getTime()).toBe(120_000);
    // A made-up figure is held to a day.
    bitrix.retryAfter = '99999999999999999999';
    bitrix.next = ['limit'];
    await db.job.update({ where: { id: waiting.id }, data: { runAt: clock.now() } });
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect((await crmJob()).runAt.getTime() - clock.now().getTime()).toBe(24 * 60 * 60 * 1000);

    await db.job.deleteMany();
    bitrix.next = ['auth'];
    await storedLead(['bitrix24']);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(await crmJob()).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('INVALID_CREDENTIALS') });
  });

  it('never sends an erased lead', async () => {
    useFakeClock('2026-11-27T08:00:05Z');
    const lead = await storedLead(['bitrix24']);
    await db.lead.delete({ where: { id: lead.id } });
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(bitrix.calls).toEqual([]);
    expect((await crmJob()).status).toBe('done');
  });

  it('does not retry a lead whose processing consent was withdrawn after a failed attempt', async () => {
    const clock = useFakeClock('2026-11-27T08:00:05Z');
    const lead = await storedLead(['bitrix24']);
    await db.consentRecord.create({
      data: { leadId: lead.id, purpose: 'processing', documentId: 'consent-processing-1', version: 1, sha256: 'x', locale: 'ru', givenAt: lead.createdAt, ip: '203.0.113.9', userAgent: 'UA', sourcePage: '/ru/quote' },
    });
    bitrix.next = ['limit'];
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect((await crmJob()).status).toBe('pending');
    const calls = bitrix.calls.length;
    await db.consentRecord.updateMany({ where: { leadId: lead.id }, data: { withdrawnAt: new Date() } });
    clock.advance(24 * 60 * 60 * 1000);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(bitrix.calls).toHaveLength(calls);
    expect(bitrix.leads).toEqual([]);
    expect((await crmJob()).status).toBe('done');
  });
});

describe('statuses coming back from Bitrix24', () => {
  const outbound = (fields: Record<string, string>) =>
    POST(new Request('http://localhost:3000/api/crm/bitrix24', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }));

  it('an update with the outbound webhook\'s token moves our lead to the mapped status, as Bitrix24\'s doing; a wrong token changes nothing', async () => {
    useFakeClock('2026-11-27T08:00:05Z');
    const lead = await storedLead(['bitrix24']);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    bitrix.leads[0]!.STATUS_ID = 'CONVERTED';
    const event = { event: 'ONCRMLEADUPDATE', 'data[FIELDS][ID]': '101', 'auth[domain]': 'portal.bitrix24.ru' };
    expect((await outbound({ ...event, 'auth[application_token]': 'somebody-else' })).status).toBe(401);
    expect(await db.job.count({ where: { kind: 'crm-status' } })).toBe(0);
    expect((await outbound({ ...event, 'auth[application_token]': OUTBOUND_TOKEN })).status).toBe(200);
    // Two updates in a row: both are read, the second finds the stage it already knows.
    expect((await outbound({ ...event, 'auth[application_token]': OUTBOUND_TOKEN })).status).toBe(200);
    expect(await db.job.count({ where: { kind: 'crm-status' } })).toBe(2);
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(await db.job.count({ where: { kind: 'crm-status', status: 'done' } })).toBe(2);
    expect(await db.leadEvent.count({ where: { leadId: lead.id, kind: 'status' } })).toBe(1);
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('won');
    expect(await db.leadEvent.findFirstOrThrow({ where: { leadId: lead.id, kind: 'status' } })).toMatchObject({ userId: null, from: 'new', to: 'won', note: 'bitrix24' });
    expect(await db.auditLog.findFirstOrThrow({ where: { action: 'lead.status', entityId: lead.id } })).toMatchObject({ actorEmail: 'bitrix24' });

    // Staff set another status here; an edit in Bitrix24 that leaves the stage alone does not undo it.
    await db.lead.update({ where: { id: lead.id }, data: { status: 'in_progress' } });
    await outbound({ ...event, 'auth[application_token]': OUTBOUND_TOKEN });
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('in_progress');
    // A stage the table does not name changes nothing either (the job ran: its read is recorded).
    bitrix.leads[0]!.STATUS_ID = 'UC_CUSTOM1';
    await outbound({ ...event, 'auth[application_token]': OUTBOUND_TOKEN });
    await runner([bitrix24Target(bitrix.url)]).runOnce();
    expect(await db.job.count({ where: { kind: 'crm-status', status: { not: 'done' } } })).toBe(0);
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({ stage: 'UC_CUSTOM1' });
    expect((await db.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('in_progress');
  });
});

describe('amoCRM', () => {
  const target = (token = AMO_TOKEN, timeoutMs?: number) => amoCrmTarget({ host: amo.url, token, numberFieldId: NUMBER_FIELD, timeoutMs });

  it('links the contact found by phone instead of making another, keeps our number in its field, and notes the lines', async () => {
    useFakeClock('2026-11-27T08:00:05Z');
    // A contact whose number only contains the lead's, then the lead's own: the search finds both; the exact one is linked.
    amo.contacts.push({ id: 41, phones: ['+7 (912) 345-67-890'], emails: [] }, { id: 42, phones: ['+7 912 345-67-89'], emails: [] });
    const lead = await storedLead(['amocrm']);
    await runner([target()]).runOnce();
    expect(amo.bodies).toEqual([
      {
        name: `Запрос КП № ${lead.number}`,
        custom_fields_values: [{ field_id: NUMBER_FIELD, values: [{ value: lead.number }] }],
        _embedded: { contacts: [{ id: 42 }], companies: [{ name: 'ООО «Климат»' }], tags: [{ name: 'сайт' }] },
      },
    ]);
    expect(amo.contacts).toHaveLength(2);
    expect(amo.notes).toEqual([{ leadId: 9001, text: expect.stringContaining('WS-35R32 — Сплит-система WS-35R32: 2 шт.') }]);
    expect(amo.notes[0]!.text).toContain(`/admin/leads/${lead.id}`);
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({ target: 'amocrm', externalId: '9001', externalUrl: `${amo.url}/leads/detail/9001` });
  });

  it('reaches amoCRM once when the answer is lost (found by the number field), waits on a 429, fails at once on a bad token', async () => {
    const clock = useFakeClock('2026-11-27T08:00:05Z');
    amo.next = ['store-and-hang'];
    const lead = await storedLead(['amocrm']);
    await runner([target(AMO_TOKEN, 300)]).runOnce();
    clock.advance(60_000);
    await runner([target()]).runOnce();
    expect(amo.leads).toHaveLength(1);
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({ externalId: '9001', foundByLookup: true });
    // The note the lost attempt never added is added now, once.
    expect(amo.notes.map((note) => note.leadId)).toEqual([9001]);

    await db.job.deleteMany();
    amo.next = ['limit'];
    await storedLead(['amocrm']);
    await runner([target()]).runOnce();
    const waiting = await crmJob();
    expect(waiting).toMatchObject({ status: 'pending', lastError: expect.stringContaining('429') });
    expect(waiting.runAt.getTime() - clock.now().getTime()).toBe(90_000);

    await db.job.deleteMany();
    await storedLead(['amocrm']);
    await runner([target('a-token-that-was-revoked-long-ago')]).runOnce();
    expect(await crmJob()).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('401') });
  });
});

describe('the signed webhook', () => {
  it('is delivered signed, within the replay window, and a 2xx counts as delivered', async () => {
    useFakeClock('2026-11-27T08:00:05Z');
    const lead = await storedLead(['webhook']);
    await runner([webhookTarget(receiver.url, SECRET)]).runOnce();
    expect(receiver.bodies.map((entry) => entry.verdict)).toEqual([null]);
    const sent = JSON.parse(receiver.bodies[0]!.body) as { version: number; event: string; lead: { number: string; lines: unknown[] } };
    expect(sent).toMatchObject({ version: 1, event: 'lead.created', lead: { number: lead.number, lines: [{ modelCode: 'WS-35R32', quantity: 2 }] } });
    expect(await db.leadCrm.findFirstOrThrow({ where: { leadId: lead.id } })).toMatchObject({ target: 'webhook', externalId: null });
  });

  it('refuses a changed body, another secret and an old timestamp (the receiver\'s check)', () => {
    const body = '{"version":1}';
    const now = 1_800_000_000;
    const headers = { timestamp: String(now), signature: webhookSignature(SECRET, now, body) };
    expect(verifyWebhook(SECRET, headers, body, now)).toBeNull();
    expect(verifyWebhook(SECRET, headers, '{"version":2}', now)).toBe('signature');
    expect(verifyWebhook(`${SECRET}x`, headers, body, now)).toBe('signature');
    expect(verifyWebhook(SECRET, headers, body, now + 301)).toBe('replay');
    expect(verifyWebhook(SECRET, { ...headers, timestamp: String(now + 1) }, body, now)).toBe('signature');
  });

  it('is tried again after a 5xx and given up at once when the receiver refuses the secret', async () => {
    const clock = useFakeClock('2026-11-27T08:00:05Z');
    receiver.status = 503;
    await storedLead(['webhook']);
    await runner([webhookTarget(receiver.url, SECRET)]).runOnce();
    expect(await crmJob()).toMatchObject({ status: 'pending' });
    receiver.status = 200;
    clock.advance(31_000);
    await runner([webhookTarget(receiver.url, `${SECRET}-rotated`)]).runOnce();
    expect(await crmJob()).toMatchObject({ status: 'failed', lastError: expect.stringContaining('401') });
  });
});
