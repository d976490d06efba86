import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { startAppServer, type AppServer } from '../support/app-server';
import { databaseUrlOf, knownChallenge, knownChallenges } from '../support/known-captcha';
import { t } from '../support/e2e';

// POST /api/partner and /api/equipment over HTTP: their own production server on a real database file with
// the catalogue imported, and a real SMTP server that receives the notifications.
test.describe.configure({ mode: 'serial' });

const SALES = 'sales@example.test';
const ANSWER = 'k7m2p';
let smtp: SmtpTestServer;
let app: AppServer;
let databaseUrl: string;

test.beforeAll(async () => {
  // A server of its own: startAppServer waits up to 60 s for it, more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  smtp = await startSmtpServer();
  app = await startAppServer(
    { SMTP_URL: smtp.url, SALES_EMAIL: SALES, SALES_LOCALE: 'it', RATE_LIMIT_PER_MINUTE: '1000', MAIL_RETRY_BASE_SECONDS: '1' },
    { seed: true },
  );
  databaseUrl = await databaseUrlOf(app.db);
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

let counter = 0;
const unique = (label: string) => `${label}-${Date.now()}-${counter++}`;

function post(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string> = {}) {
  return request.post(`${app.baseUrl}${path}`, {
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function resident(captcha = knownChallenge(databaseUrl, ANSWER)) {
  return {
    country: 'RU',
    region: 'RU-SPE',
    fullName: 'Иван Петров',
    companyName: `ООО Климат ${unique('co')}`,
    phone: '8 (812) 345-67-89',
    inn: '7707083893',
    email: `${unique('partner')}@example.test`,
    captchaId: captcha.id,
    captchaAnswer: ANSWER.toUpperCase(),
    agreement: true,
    locale: 'ru',
    sourcePage: '/ru/becomepartner',
    website: '',
  };
}

const equipment = (change: Record<string, unknown> = {}) => ({
  name: 'Marco Rossi',
  phone: '+39 333 123 4567',
  email: `${unique('buyer')}@example.test`,
  productSlug: 'ach-020s',
  locale: 'en',
  sourcePage: '/en/product/ach-020s',
  website: '',
  ...change,
});

async function counts() {
  return {
    partner: await app.db.lead.count({ where: { type: 'partner' } }),
    equipment: await app.db.lead.count({ where: { type: 'equipment' } }),
    outbox: await app.db.outboxMessage.count(),
  };
}

test('a resident’s application is stored once, the sales team is notified and the applicant acknowledged', async ({ request }) => {
  const body = resident();
  const response = await post(request, '/api/partner', body);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: 'PARTNER_APPLICATION_ACCEPTED' });

  const rows = await app.db.lead.findMany({ where: { type: 'partner', email: body.email } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    country: 'RU',
    region: 'RU-SPE',
    name: 'Иван Петров',
    companyName: body.companyName,
    phone: '+78123456789',
    inn: '7707083893',
    locale: 'ru',
    sourcePage: '/ru/becomepartner',
    status: 'new',
    consentTextVersion: expect.stringMatching(/\S/),
    consentIp: expect.stringMatching(/\S/),
  });
  expect(rows[0]!.consentAt).toBeInstanceOf(Date);

  const [notification] = await smtp.waitFor(SALES);
  expect(notification!.subject).toBe(`${t('it', 'LeadEmails.partnerNotificationSubject')}: ${body.companyName}`);
  for (const value of ['Russia (RU)', 'San Pietroburgo', 'RU-SPE', 'Иван Петров', body.companyName, '+78123456789', '7707083893', body.email]) {
    expect(notification!.text, value).toContain(value);
  }
  expect(notification!.replyTo?.text).toBe(body.email);
  const [acknowledgement] = await smtp.waitFor(body.email);
  expect(acknowledgement!.subject).toBe(t('ru', 'LeadEmails.partnerAckSubject', { brand: 'Aeris Clima' }));
  // Only our own words reach the applicant's address.
  expect(acknowledgement!.text).not.toContain(body.companyName);
  expect(acknowledgement!.text).not.toContain('Иван Петров');
});

test('nobody can send our mail with a stranger\'s text: one acknowledgement a day per address, the lead still kept', async ({ request }) => {
  const victim = `${unique('victim')}@example.test`;
  for (const name of ['WIN 1000 EUR: evil.example/x', 'WIN 2000 EUR: evil.example/y']) {
    expect((await post(request, '/api/equipment', equipment({ name, email: victim }))).status()).toBe(201);
  }
  const [acknowledgement] = await smtp.waitFor(victim);
  expect(acknowledgement!.text).not.toMatch(/WIN|evil\.example/);
  expect(acknowledgement!.html).not.toMatch(/WIN|evil\.example/);
  // Both leads are stored and both reach sales; the address got one acknowledgement only.
  expect(await app.db.lead.count({ where: { type: 'equipment', email: victim } })).toBe(2);
  await expect.poll(() => smtp.to(SALES).filter((mail) => /WIN [12]000 EUR/.test(mail.subject ?? '')).length, { timeout: 15_000 }).toBe(2);
  expect(await app.db.outboxMessage.count({ where: { to: victim } })).toBe(1);
});

test('a non-resident applies without a region, with a foreign tax number', async ({ request }) => {
  const body = { ...resident(), country: 'IT', region: 'RU-MOW', phone: '06 1234 5678', inn: 'IT 01234567890', locale: 'it', sourcePage: '/becomepartner' };
  expect((await post(request, '/api/partner', body)).status()).toBe(201);
  const row = await app.db.lead.findFirstOrThrow({ where: { type: 'partner', email: body.email } });
  expect(row).toMatchObject({ country: 'IT', region: null, phone: '+390612345678', inn: 'IT 01234567890' });
});

test('each bad partner field gives 422 with that field’s code and stores nothing', async ({ request }) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ country: '' }, 'country', 'REQUIRED'],
    [{ country: 'XX' }, 'country', 'NOT_FOUND'],
    [{ region: '' }, 'region', 'REQUIRED'],
    [{ region: 'RU-XXX' }, 'region', 'NOT_FOUND'],
    [{ fullName: 'I' }, 'fullName', 'TOO_SHORT'],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'TOO_LONG'],
    [{ fullName: 42 }, 'fullName', 'INVALID'],
    [{ companyName: 'K' }, 'companyName', 'TOO_SHORT'],
    [{ phone: '+7 912' }, 'phone', 'TOO_SHORT'],
    [{ phone: 'call me' }, 'phone', 'INVALID'],
    [{ inn: '7707083894' }, 'inn', 'INVALID'],
    [{ email: 'ivan@' }, 'email', 'INVALID'],
    [{ agreement: false }, 'agreement', 'NOT_ACCEPTED'],
    [{ captchaAnswer: 'wrong' }, 'captchaAnswer', 'CAPTCHA_INVALID'],
  ];
  const captchas = knownChallenges(databaseUrl, ANSWER, cases.length);
  const before = await counts();
  for (const [index, [change, field, code]] of cases.entries()) {
    const response = await post(request, '/api/partner', { ...resident(captchas[index]), ...change });
    expect(response.status(), JSON.stringify(change)).toBe(422);
    expect(await response.json(), JSON.stringify(change)).toEqual({ error: 'VALIDATION_FAILED', fields: { [field]: code } });
  }
  expect(await counts()).toEqual(before);
  // Every challenge was used up by its attempt, whatever the outcome.
  expect(await app.db.captchaChallenge.count({ where: { id: { in: captchas.map((c) => c.id) } } })).toBe(0);
});

test('an empty body names every required field', async ({ request }) => {
  const response = await post(request, '/api/partner', {});
  expect(response.status()).toBe(422);
  expect(await response.json()).toEqual({
    error: 'VALIDATION_FAILED',
    fields: {
      country: 'REQUIRED',
      fullName: 'REQUIRED',
      companyName: 'REQUIRED',
      phone: 'REQUIRED',
      inn: 'REQUIRED',
      email: 'REQUIRED',
      captchaId: 'REQUIRED',
      captchaAnswer: 'REQUIRED',
      agreement: 'NOT_ACCEPTED',
    },
  });
});

test('a captcha answer used twice is refused the second time', async ({ request }) => {
  const captcha = knownChallenge(databaseUrl, ANSWER);
  expect((await post(request, '/api/partner', resident(captcha))).status()).toBe(201);
  const again = await post(request, '/api/partner', resident(captcha));
  expect(again.status()).toBe(422);
  expect(await again.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { captchaAnswer: 'CAPTCHA_INVALID' } });
});

test('an expired captcha is refused', async ({ request }) => {
  const captcha = knownChallenge(databaseUrl, ANSWER);
  await app.db.captchaChallenge.update({ where: { id: captcha.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  const before = await counts();
  const response = await post(request, '/api/partner', resident(captcha));
  expect(response.status()).toBe(422);
  expect(await response.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { captchaAnswer: 'CAPTCHA_INVALID' } });
  expect(await counts()).toEqual(before);
});

test('GET /api/captcha gives a new image that is never cached and never carries the answer', async ({ request }) => {
  const response = await request.get(`${app.baseUrl}/api/captcha`);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['id', 'image']);
  expect(await app.db.captchaChallenge.count({ where: { id: String(body.id) } })).toBe(1);
});

test('a filled honeypot gets the normal 201, is stored as spam and notifies nobody', async ({ request }) => {
  const body = { ...resident(), website: 'http://spam.example' };
  const outbox = await app.db.outboxMessage.count();
  const response = await post(request, '/api/partner', body);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: 'PARTNER_APPLICATION_ACCEPTED' });
  expect(await app.db.lead.findFirstOrThrow({ where: { type: 'partner', email: body.email } })).toMatchObject({ status: 'spam' });
  expect(await app.db.outboxMessage.count()).toBe(outbox);

  const spam = equipment({ website: 'x' });
  expect((await post(request, '/api/equipment', spam)).status()).toBe(201);
  expect(await app.db.lead.findFirstOrThrow({ where: { type: 'equipment', email: spam.email } })).toMatchObject({ status: 'spam' });
  expect(await app.db.outboxMessage.count()).toBe(outbox);
});

test('an equipment request names the product and links to it; the e-mail is optional', async ({ request }) => {
  const body = equipment({ email: '', name: `Marco ${unique('n')}` });
  const response = await post(request, '/api/equipment', body);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: 'EQUIPMENT_REQUEST_SENT' });
  const row = await app.db.lead.findFirstOrThrow({ where: { type: 'equipment', name: body.name } });
  expect(row).toMatchObject({ phone: '+393331234567', email: null, productSlug: 'ach-020s', locale: 'en', status: 'new' });

  const subject = `${t('it', 'LeadEmails.equipmentNotificationSubject')}: ${body.name}`;
  await expect.poll(() => smtp.to(SALES).filter((mail) => mail.subject === subject).length, { timeout: 15_000 }).toBe(1);
  const notification = smtp.to(SALES).find((mail) => mail.subject === subject);
  expect(notification!.text).toContain('ach-020s');
  expect(notification!.text).toContain(`${app.baseUrl}/product/ach-020s`);
  expect(notification!.html).toContain(t('it', 'LeadEmails.openProduct'));
  expect(await app.db.outboxMessage.count({ where: { kind: 'equipment-acknowledgement', createdAt: { gte: row.createdAt } } })).toBe(0);

  const withEmail = equipment({ name: `Anna ${unique('n')}` });
  expect((await post(request, '/api/equipment', withEmail)).status()).toBe(201);
  const [acknowledgement] = await smtp.waitFor(withEmail.email);
  expect(acknowledgement!.subject).toBe(t('en', 'LeadEmails.equipmentAckSubject', { brand: 'Aeris Clima' }));
});

test('each bad equipment field gives 422 with that field’s code and stores nothing', async ({ request }) => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: undefined }, 'name', 'REQUIRED'],
    [{ name: 'M' }, 'name', 'TOO_SHORT'],
    [{ name: 'x'.repeat(51) }, 'name', 'TOO_LONG'],
    [{ phone: '' }, 'phone', 'REQUIRED'],
    [{ phone: 'abc' }, 'phone', 'INVALID'],
    [{ phone: 9123456789 }, 'phone', 'INVALID'],
    [{ email: 'buyer@' }, 'email', 'INVALID'],
    [{ productSlug: '../../etc' }, 'productSlug', 'INVALID'],
  ];
  const before = await counts();
  for (const [change, field, code] of cases) {
    const response = await post(request, '/api/equipment', equipment(change));
    expect(response.status(), JSON.stringify(change)).toBe(422);
    expect(await response.json(), JSON.stringify(change)).toEqual({ error: 'VALIDATION_FAILED', fields: { [field]: code } });
  }
  expect(await counts()).toEqual(before);
});

test('both endpoints refuse malformed JSON, bodies over 20 kB and foreign origins', async ({ request }) => {
  for (const path of ['/api/partner', '/api/equipment']) {
    const bad = await post(request, path, '{"name": "broken');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'INVALID_JSON' });
    const big = await post(request, path, { ...equipment(), padding: 'x'.repeat(21 * 1024) });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE' });
    const foreign = await post(request, path, equipment(), { origin: 'https://evil.example' });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'ACCESS_DENIED_NO_CORS' });
  }
});

test('an unexpected failure answers 500 and leaves nothing stored half-way', async ({ request }) => {
  // The outbox breaks after the lead's row is written: the transaction must take the row back. Last test.
  await app.db.$executeRawUnsafe('DROP TABLE "OutboxMessage"');
  const body = equipment({ name: `Broken ${unique('n')}` });
  const response = await post(request, '/api/equipment', body);
  expect(response.status()).toBe(500);
  expect(await response.json()).toEqual({ error: 'INTERNAL_SERVER_ERROR' });
  expect(await app.db.lead.count({ where: { type: 'equipment', name: body.name } })).toBe(0);
  expect(app.output.join('')).toContain('[api] equipment failed');
});
