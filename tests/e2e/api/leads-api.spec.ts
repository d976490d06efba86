import { BASE_URL } from '../../../playwright.config';
import { knownChallenge, knownChallenges, type KnownChallenge } from '../../support/known-captcha';
import { E2E_DATABASE_URL, t } from '../../support/e2e';
import { db, unique } from '../../support/factories';
import { CAPTCHA_ANSWER, postJson, SALES_EMAIL } from '../../support/forms';
import { waitForMail, waitForMailWhere } from '../../support/mailbox';
import { expect, test } from '../../support/test';

// POST /api/partner and /api/equipment over HTTP on the shared server: every lead has a company name, a name or
// an address of its own, and each test counts and reads only its own rows and mail. Notifications go to the
// server's SALES_EMAIL (the contact address), in SALES_LOCALE (Russian), both their defaults; an unexpected
// failure's 500 is tested in Vitest (tests/unit/leads-failure.test.ts), where a database may be broken.

function resident(captcha: KnownChallenge = knownChallenge(E2E_DATABASE_URL, CAPTCHA_ANSWER)) {
  return {
    country: 'RU',
    region: 'RU-SPE',
    fullName: 'Иван Петров',
    companyName: `ООО Климат ${unique()}`,
    phone: '8 (812) 345-67-89',
    inn: '7707083893',
    email: `partner-${unique()}@example.test`,
    captchaId: captcha.id,
    captchaAnswer: CAPTCHA_ANSWER.toUpperCase(),
    agreement: true,
    locale: 'ru',
    sourcePage: '/ru/becomepartner',
    website: '',
  };
}

const equipment = (change: Record<string, unknown> = {}) => ({
  name: `Marco ${unique()}`,
  phone: '+39 333 123 4567',
  email: `buyer-${unique()}@example.test`,
  productSlug: 'ach-020s',
  locale: 'en',
  sourcePage: '/en/product/ach-020s',
  website: '',
  ...change,
});

const post = postJson;

/** The rows this test's bodies could have made: leads by their e-mail, name or company, mail by address or subject. */
async function ownRows(bodies: { email?: unknown; name?: unknown; companyName?: unknown }[]) {
  const texts = (key: 'email' | 'name' | 'companyName') => bodies.map((body) => body[key]).filter((value): value is string => typeof value === 'string' && value.length > 3);
  const emails = texts('email');
  const names = texts('name');
  const companies = texts('companyName');
  const leads = await db.lead.count({ where: { OR: [{ email: { in: emails } }, { name: { in: names } }, { companyName: { in: companies } }] } });
  const outbox = await db.outboxMessage.count({
    where: { OR: [{ to: { in: emails } }, ...[...names, ...companies].map((text) => ({ subject: { contains: text } }))] },
  });
  return { leads, outbox };
}

test('a resident’s application is stored once, the sales team is notified and the applicant acknowledged', async ({ request }) => {
  const body = resident();
  const response = await post(request, '/api/partner', body);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: 'PARTNER_APPLICATION_ACCEPTED' });

  const rows = await db.lead.findMany({ where: { type: 'partner', email: body.email } });
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

  // To sales in Russian (SALES_LOCALE's default), with the lead's number and its page in the back office.
  const subject = `${t('ru', 'LeadEmails.partnerNotificationSubject')} № ${rows[0]!.number}: ${body.companyName}`;
  const [notification] = await waitForMailWhere(SALES_EMAIL, (mail) => mail.subject === subject);
  for (const value of ['Россия (RU)', 'Санкт-Петербург', 'RU-SPE', 'Иван Петров', body.companyName, '+7 812 345 67 89', '7707083893', body.email, `${BASE_URL}/admin/leads/${rows[0]!.id}`]) {
    expect(notification!.text, value).toContain(value);
  }
  expect(notification!.replyTo?.text).toBe(body.email);
  const [acknowledgement] = await waitForMail(body.email);
  expect(acknowledgement!.subject).toBe(t('ru', 'LeadEmails.partnerAckSubject', { brand: 'Aeris Clima' }));
  // Only our own words reach the applicant's address.
  expect(acknowledgement!.text).not.toContain(body.companyName);
  expect(acknowledgement!.text).not.toContain('Иван Петров');
});

test('nobody can send our mail with a stranger\'s text: one acknowledgement a day per address, the lead still kept', async ({ request }) => {
  const victim = `victim-${unique()}@example.test`;
  const token = unique();
  for (const name of [`WIN 1000 EUR: evil.example/${token}`, `WIN 2000 EUR: evil.example/${token}`]) {
    expect((await post(request, '/api/equipment', equipment({ name, email: victim }))).status()).toBe(201);
  }
  const [acknowledgement] = await waitForMail(victim);
  expect(acknowledgement!.text).not.toMatch(/WIN|evil\.example/);
  expect(acknowledgement!.html).not.toMatch(/WIN|evil\.example/);
  // Both leads are stored and both reach sales; the address got one acknowledgement only.
  expect(await db.lead.count({ where: { type: 'equipment', email: victim } })).toBe(2);
  const toSales = await waitForMailWhere(SALES_EMAIL, (mail) => /WIN [12]000 EUR/.test(mail.subject ?? '') && (mail.subject ?? '').includes(token), 2);
  expect(toSales).toHaveLength(2);
  expect(await db.outboxMessage.count({ where: { to: victim } })).toBe(1);
});

test('a non-resident applies without a region, with a foreign tax number', async ({ request }) => {
  const body = { ...resident(), country: 'IT', region: 'RU-MOW', phone: '06 1234 5678', inn: 'IT 01234567890', locale: 'it', sourcePage: '/becomepartner' };
  expect((await post(request, '/api/partner', body)).status()).toBe(201);
  const row = await db.lead.findFirstOrThrow({ where: { type: 'partner', email: body.email } });
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
  const captchas = knownChallenges(E2E_DATABASE_URL, CAPTCHA_ANSWER, cases.length);
  // Every body has a company and an address of its own (except where the case changes them): what a failed
  // attempt could have stored is found by them.
  const bodies = cases.map(([change], index) => ({ ...resident(captchas[index]), ...change }));
  for (const [index, [change, field, code]] of cases.entries()) {
    const response = await post(request, '/api/partner', bodies[index]);
    expect(response.status(), JSON.stringify(change)).toBe(422);
    expect(await response.json(), JSON.stringify(change)).toEqual({ error: 'VALIDATION_FAILED', fields: { [field]: code } });
  }
  expect(await ownRows(bodies)).toEqual({ leads: 0, outbox: 0 });
  // Every challenge was used up by its attempt, whatever the outcome.
  expect(await db.captchaChallenge.count({ where: { id: { in: captchas.map((c) => c.id) } } })).toBe(0);
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
  const captcha = knownChallenge(E2E_DATABASE_URL, CAPTCHA_ANSWER);
  expect((await post(request, '/api/partner', resident(captcha))).status()).toBe(201);
  const second = resident(captcha);
  const again = await post(request, '/api/partner', second);
  expect(again.status()).toBe(422);
  expect(await again.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { captchaAnswer: 'CAPTCHA_INVALID' } });
  expect(await ownRows([second])).toEqual({ leads: 0, outbox: 0 });
});

test('an expired captcha is refused', async ({ request }) => {
  // Expired by its row (data, not time): the server compares the row's expiry with its clock.
  const captcha = knownChallenge(E2E_DATABASE_URL, CAPTCHA_ANSWER);
  await db.captchaChallenge.update({ where: { id: captcha.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  const body = resident(captcha);
  const response = await post(request, '/api/partner', body);
  expect(response.status()).toBe(422);
  expect(await response.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { captchaAnswer: 'CAPTCHA_INVALID' } });
  expect(await ownRows([body])).toEqual({ leads: 0, outbox: 0 });
});

test('GET /api/captcha gives a new image that is never cached and never carries the answer', async ({ request }) => {
  const response = await request.get('/api/captcha');
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['id', 'image']);
  expect(await db.captchaChallenge.count({ where: { id: String(body.id) } })).toBe(1);
});

test('a filled honeypot gets the normal 201, is stored as spam and notifies nobody', async ({ request }) => {
  const body = { ...resident(), website: 'http://spam.example' };
  const response = await post(request, '/api/partner', body);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: 'PARTNER_APPLICATION_ACCEPTED' });
  const partner = await db.lead.findFirstOrThrow({ where: { type: 'partner', email: body.email } });
  expect(partner).toMatchObject({ status: 'spam' });

  const spam = equipment({ website: 'x' });
  expect((await post(request, '/api/equipment', spam)).status()).toBe(201);
  const equipmentLead = await db.lead.findFirstOrThrow({ where: { type: 'equipment', email: spam.email } });
  expect(equipmentLead).toMatchObject({ status: 'spam' });
  // No mail queued for either: not to the sender's address, not to sales about them.
  expect(await db.outboxMessage.count({ where: { leadId: { in: [partner.id, equipmentLead.id] } } })).toBe(0);
  expect((await ownRows([body, spam])).outbox).toBe(0);
});

test('an equipment request names the product and links to it; the e-mail is optional', async ({ request }) => {
  const body = equipment({ email: '' });
  const response = await post(request, '/api/equipment', body);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: 'EQUIPMENT_REQUEST_SENT' });
  const row = await db.lead.findFirstOrThrow({ where: { type: 'equipment', name: body.name } });
  expect(row).toMatchObject({ phone: '+393331234567', email: null, productSlug: 'ach-020s', locale: 'en', status: 'new' });

  const subject = `${t('ru', 'LeadEmails.equipmentNotificationSubject')} № ${row.number}: ${body.name}`;
  const notifications = await waitForMailWhere(SALES_EMAIL, (mail) => mail.subject === subject);
  expect(notifications).toHaveLength(1);
  const [notification] = notifications;
  expect(notification!.text).toContain('ach-020s');
  expect(notification!.text).toContain(`${BASE_URL}/ru/product/ach-020s`);
  expect(notification!.html).toContain(t('ru', 'LeadEmails.openProduct'));
  // Without an address, the lead's one mail is the notification.
  expect(await db.outboxMessage.count({ where: { leadId: row.id, kind: 'equipment-acknowledgement' } })).toBe(0);
  expect(await db.outboxMessage.count({ where: { leadId: row.id } })).toBe(1);

  const withEmail = equipment({ name: `Anna ${unique()}` });
  expect((await post(request, '/api/equipment', withEmail)).status()).toBe(201);
  const [acknowledgement] = await waitForMail(withEmail.email);
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
  const bodies = cases.map(([change]) => equipment(change));
  for (const [index, [change, field, code]] of cases.entries()) {
    const response = await post(request, '/api/equipment', bodies[index]);
    expect(response.status(), JSON.stringify(change)).toBe(422);
    expect(await response.json(), JSON.stringify(change)).toEqual({ error: 'VALIDATION_FAILED', fields: { [field]: code } });
  }
  expect(await ownRows(bodies)).toEqual({ leads: 0, outbox: 0 });
});

test('both endpoints refuse malformed JSON, bodies over 20 kB and foreign origins', async ({ request }) => {
  for (const path of ['/api/partner', '/api/equipment']) {
    const bad = await post(request, path, '{"name": "broken');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'INVALID_JSON' });
    const bigBody = { ...equipment(), padding: 'x'.repeat(21 * 1024) };
    const big = await post(request, path, bigBody);
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE' });
    const foreignBody = equipment();
    const foreign = await post(request, path, foreignBody, { origin: 'https://evil.example' });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'ACCESS_DENIED_NO_CORS' });
    expect(await ownRows([bigBody, foreignBody])).toEqual({ leads: 0, outbox: 0 });
  }
});
