import { describe, expect, it, vi } from 'vitest';
import { routing, type Locale } from '@/i18n/routing';
import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';
import { parsePartnerApplication } from '@/lib/forms/partner-schema';
import { parseQuoteRequest } from '@/lib/forms/quote-schema';
import { storeEquipmentRequest, storePartnerApplication, storeQuoteRequest } from '@/lib/leads/service';
import { subscribe, unsubscribe } from '@/lib/newsletter/service';
import { databasePerTest } from '../support/test-db';

// A consent record per purpose granted, for every kind of submission and in every language (issue 32): the boxes
// the visitor ticked, each naming the exact version of its document and its SHA-256, with the request's IP, browser
// and page. On real SQLite files of each test's own; the catalogue read is the only stand-in.

const testDb = databasePerTest();
vi.mock('@/lib/db', () => ({
  get db() {
    return testDb.prisma;
  },
}));
vi.mock('@/lib/catalogue/products', () => ({ getProduct: async (slug: string) => ({ slug, modelCode: 'WS-35R32', name: 'Split WS-35R32', price: { amount: '990.00', currency: 'EUR' } }) }));

const requester = { ip: '203.0.113.9', userAgent: 'Consent test browser', referer: null, host: null };
const source = { landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const parsed = <T>(result: { ok: true; data: T } | { ok: false; fields: unknown }): T => {
  if (!result.ok) throw new Error(`invalid: ${JSON.stringify(result.fields)}`);
  return result.data;
};

const partner = (locale: Locale, boxes: { newsletter?: boolean }) =>
  parsed(
    parsePartnerApplication({
      country: 'RU', region: 'RU-MOW', fullName: 'Ivan Petrov', companyName: 'Klimat Service', phone: '+7 912 345-67-89', inn: '7707083893',
      email: `partner-${locale}@klimat.example`, captchaId: 'x', captchaAnswer: 'x', agreement: true, locale, sourcePage: `/${locale}/becomepartner`, website: '', ...boxes,
    }),
  );
const equipment = (locale: Locale, boxes: { dealerContact?: boolean }) =>
  parsed(parseEquipmentRequest({ name: 'Marco Rossi', phone: '+39 333 123 4567', email: `equipment-${locale}@example.test`, locale, sourcePage: `/${locale}/contacts`, ...boxes }));
const quote = (locale: Locale, boxes: { newsletter?: boolean; dealerContact?: boolean }) =>
  parsed(
    parseQuoteRequest({
      name: 'Anna Smirnova', companyName: 'Teplo', city: 'Kazan', phone: '+7 912 345-67-89', email: `quote-${locale}@example.test`, agreement: true, locale, sourcePage: `/${locale}/quote`, ...boxes,
    }),
  );

/** The version in force of each purpose, as the template database holds it after the release step. */
async function current() {
  const rows = await testDb.prisma.consentDocument.findMany({ orderBy: { version: 'desc' }, distinct: ['purpose'] });
  return new Map(rows.map((row) => [row.purpose, row]));
}

async function recordsOf(where: { leadId: string } | { subscriberId: string }) {
  return testDb.prisma.consentRecord.findMany({ where, orderBy: { purpose: 'asc' } });
}

describe('consent records of the lead forms', () => {
  for (const locale of routing.locales) {
    it(`${locale}: each form records processing, and only the optional purposes ticked, with the versions in force`, async () => {
      const documents = await current();
      const cases = [
        [await storePartnerApplication(partner(locale, {}), requester, source), ['processing']],
        [await storePartnerApplication(partner(locale, { newsletter: true }), requester, source), ['newsletter', 'processing']],
        [await storeEquipmentRequest(equipment(locale, {}), requester, source), ['processing']],
        [await storeEquipmentRequest(equipment(locale, { dealerContact: true }), requester, source), ['processing', 'transfer']],
        [await storeQuoteRequest(quote(locale, {}), [{ slug: 'ws-35r32', quantity: 1 }], requester, source), ['processing']],
        [await storeQuoteRequest(quote(locale, { newsletter: true, dealerContact: true }), [{ slug: 'ws-35r32', quantity: 2 }], requester, source), ['newsletter', 'processing', 'transfer']],
      ] as const;
      for (const [lead, purposes] of cases) {
        const records = await recordsOf({ leadId: lead!.id });
        expect(records.map((record) => record.purpose), lead!.type).toEqual(purposes);
        for (const record of records) {
          const document = documents.get(record.purpose)!;
          expect(record).toMatchObject({ documentId: document.id, version: document.version, sha256: document.sha256, locale, ip: '203.0.113.9', userAgent: 'Consent test browser', withdrawnAt: null });
          expect(record.sourcePage).toBe(lead!.sourcePage);
          expect(record.givenAt).toEqual(lead!.consentAt);
        }
      }
    });
  }

  it('the newsletter box signs the address up through the double opt-in, with its own record; an unticked box subscribes nobody', async () => {
    await storePartnerApplication(partner('ru', {}), requester, source);
    expect(await testDb.prisma.subscriber.count()).toBe(0);
    await storeQuoteRequest(quote('it', { newsletter: true }), [{ slug: 'ws-35r32', quantity: 1 }], requester, source);
    const subscriber = await testDb.prisma.subscriber.findUniqueOrThrow({ where: { email: 'quote-it@example.test' } });
    expect(subscriber).toMatchObject({ status: 'pending', locale: 'it', consentSourcePage: '/it/quote' });
    expect((await recordsOf({ subscriberId: subscriber.id })).map((record) => record.purpose)).toEqual(['newsletter']);
    expect(await testDb.prisma.outboxMessage.count({ where: { to: subscriber.email, kind: 'newsletter-confirmation' } })).toBe(1);
  });

  it('the acknowledgement carries the withdrawal link of its lead', async () => {
    const lead = await storePartnerApplication(partner('en', {}), requester, source);
    const mail = await testDb.prisma.outboxMessage.findFirstOrThrow({ where: { leadId: lead.id, kind: 'partner-acknowledgement' } });
    expect(mail.text).toMatch(new RegExp(`/en/your-data/withdraw\\?token=${lead.id}\\.[\\w-]{43}`));
  });
});

describe('the newsletter consent', () => {
  it('the footer form records the newsletter document; unsubscribing withdraws it', async () => {
    await subscribe({ email: 'reader@example.test', locale: 'ru', sourcePage: '/ru/product', ip: '198.51.100.4', userAgent: 'UA' });
    const subscriber = await testDb.prisma.subscriber.findUniqueOrThrow({ where: { email: 'reader@example.test' } });
    const [record] = await recordsOf({ subscriberId: subscriber.id });
    expect(record).toMatchObject({ purpose: 'newsletter', version: (await current()).get('newsletter')!.version, locale: 'ru', sourcePage: '/ru/product', ip: '198.51.100.4', withdrawnAt: null });

    const confirmedAt = new Date();
    await testDb.prisma.subscriber.update({ where: { id: subscriber.id }, data: { status: 'subscribed', confirmedAt } });
    const { unsubscribeToken } = await import('@/lib/newsletter/tokens');
    const { appSecret } = await import('@/lib/secrets');
    expect(await unsubscribe(unsubscribeToken(subscriber.id, confirmedAt, await appSecret()))).toEqual({ ok: true, code: 'UNSUBSCRIBE_SUCCESS' });
    expect((await recordsOf({ subscriberId: subscriber.id }))[0]!.withdrawnAt).toBeInstanceOf(Date);
  });
});

describe('the documents', () => {
  it('version 1 of the processing document is the sentences the forms showed before, word for word', async () => {
    const first = await testDb.prisma.consentDocument.findUniqueOrThrow({ where: { purpose_version: { purpose: 'processing', version: 1 } } });
    expect(first.publishedBy).toBe('migration');
    expect(first.textEn).toContain('I consent to the processing of my personal data as described in the privacy policy.');
    expect(first.textRu).toContain('Подписываясь, вы соглашаетесь на обработку персональных данных в соответствии с политикой конфиденциальности.');
    const { consentHash } = await import('@/lib/consent/documents');
    expect(first.sha256).toBe(consentHash(first));
  });
});
