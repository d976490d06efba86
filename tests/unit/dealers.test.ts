import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { filterChoices, filterGroups, groupDealers, type PublicDealer } from '@/lib/dealers/grouping';
import { readDealerFilter } from '@/lib/dealers/filters';
import { dealersChangedAt, publishedDealers } from '@/lib/dealers/queries';
import { dealerFormSchema, isWebsite } from '@/lib/admin/dealers/schema';
import { readForm } from '@/lib/admin/form-schema';
import { createDealer, createDealerFromLead, deleteDealer, updateDealer } from '@/lib/admin/dealers/service';
import { dealerJsonLd } from '@/lib/seo/json-ld';
import { createLead } from '@/lib/leads/number';

// Issue 15, item 6: the dealers' rules (region by country, phone in E.164, site), their grouping and order in
// each language, and the back-office changes on a real SQLite file (audit, optimistic lock, one dealer per lead).

vi.mock('@/lib/db', () => import('../support/app-db'));
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
}));

afterAll(() => cleanup());

const actor = { id: null, email: 'editor@staff.test' };

const form = (fields: Record<string, string | boolean>) => {
  const data = new FormData();
  const base = { name: 'Clima Nord', country: 'RU', region: 'RU-MOW', city: 'Москва', address: 'ул. Тверская, 1', phone: '8 (495) 123-45-67', email: '', website: '', sales: true, published: true };
  for (const [key, value] of Object.entries({ ...base, ...fields })) {
    if (value === true) data.set(key, 'on');
    else if (value !== false) data.set(key, value);
  }
  // Read as the server action reads it.
  const reading = readForm(data, dealerFormSchema);
  return reading.ok ? { success: true as const, data: reading.value } : { success: false as const, data: undefined, fieldErrors: reading.fieldErrors };
};
const errorsOf = (result: ReturnType<typeof form>) => (result.success ? {} : result.fieldErrors);

describe('the dealer form', () => {
  it('requires a known Russian region for Russia', () => {
    expect(errorsOf(form({ region: '' }))).toEqual({ region: 'regionRequired' });
    expect(errorsOf(form({ region: 'RU-XXX' }))).toEqual({ region: 'region' });
    expect(form({ region: 'ru-spe' }).data?.region).toBe('RU-SPE');
  });

  it('refuses a region for a country without regions, and stores none', () => {
    expect(errorsOf(form({ country: 'IT', region: 'RU-MOW', phone: '02 1234 5678' }))).toEqual({ region: 'regionNotAllowed' });
    const italian = form({ country: 'it', region: '', phone: '02 1234 5678' });
    expect(italian.data).toMatchObject({ country: 'IT', region: null });
  });

  it('refuses an unknown country', () => {
    expect(errorsOf(form({ country: 'XX', region: '' }))).toMatchObject({ country: 'country' });
  });

  it('stores the phone in E.164, read in the dealer\'s country', () => {
    expect(form({ phone: '8 (495) 123-45-67' }).data?.phone).toBe('+74951234567');
    expect(form({ country: 'IT', region: '', phone: '02 1234 5678' }).data?.phone).toBe('+390212345678');
    expect(form({ country: 'KZ', region: '', phone: '+7 727 258 1234' }).data?.phone).toBe('+77272581234');
    expect(errorsOf(form({ phone: '12345' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(form({ phone: '' }))).toEqual({ phone: 'required' });
  });

  it('takes an http or https site only', () => {
    expect(form({ website: 'https://clima-nord.example.ru/contacts' }).data?.website).toBe('https://clima-nord.example.ru/contacts');
    expect(form({ website: 'http://clima.example' }).success).toBe(true);
    for (const bad of ['clima.example', 'ftp://clima.example', 'javascript:alert(1)', 'https://localhost', 'https://user:pw@clima.example']) {
      expect(isWebsite(bad), bad).toBe(false);
      expect(errorsOf(form({ website: bad })), bad).toEqual({ website: 'website' });
    }
    expect(form({ website: '' }).data?.website).toBeNull();
  });

  it('needs at least one kind of work, a name, a city and a valid e-mail', () => {
    expect(errorsOf(form({ sales: false }))).toEqual({ kinds: 'kinds' });
    expect(form({ sales: false, service: true }).data).toMatchObject({ sales: false, service: true, installation: false });
    expect(errorsOf(form({ name: ' ', city: '', email: 'not-an-address' }))).toEqual({ name: 'required', city: 'required', email: 'email' });
  });
});

const dealer = (id: string, country: string, region: string | null, city: string): PublicDealer => ({
  id,
  name: `Dealer ${id}`,
  country,
  region,
  city,
  address: '',
  phone: '+74951234567',
  email: null,
  website: null,
  sales: true,
  installation: false,
  service: false,
});

const DEALERS = [
  dealer('ru-che', 'RU', 'RU-CHE', 'Челябинск'),
  dealer('ru-mow-2', 'RU', 'RU-MOW', 'Москва'),
  dealer('it', 'IT', null, 'Milano'),
  dealer('ru-kda', 'RU', 'RU-KDA', 'Краснодар'),
  dealer('cn', 'CN', null, 'Shanghai'),
  dealer('ru-mow-1', 'RU', 'RU-MOW', 'Зеленоград'),
  dealer('de', 'DE', null, 'München'),
  dealer('kz', 'KZ', null, 'Almaty'),
];

describe('the public list', () => {
  it.each([
    ['it', ['Cina', 'Germania', 'Italia', 'Kazakistan', 'Russia'], ["Čeljabinsk (oblast')", 'Krasnodar (territorio)', 'Mosca (città federale)']],
    ['ru', ['Германия', 'Италия', 'Казахстан', 'Китай', 'Россия'], ['Краснодарский край', 'Москва', 'Челябинская область']],
    ['en', ['China', 'Germany', 'Italy', 'Kazakhstan', 'Russia'], ['Chelyabinsk Oblast', 'Krasnodar Krai', 'Moscow']],
  ] as const)('in %s: countries by name, Russia\'s regions by name, dealers by city', (locale, countries, regions) => {
    const groups = groupDealers(DEALERS, locale);
    expect(groups.map((group) => group.name)).toEqual(countries);
    const russia = groups.find((group) => group.code === 'RU')!;
    expect(russia.count).toBe(4);
    expect(russia.regions.map((region) => region.name)).toEqual(regions);
    // Moscow's two dealers by city: Зеленоград before Москва.
    expect(russia.regions.find((region) => region.code === 'RU-MOW')!.dealers.map((d) => d.id)).toEqual(['ru-mow-1', 'ru-mow-2']);
    // Countries without region data have one group without a name.
    expect(groups.find((group) => group.code === 'IT')!.regions).toEqual([{ code: null, name: null, dealers: [DEALERS[2]] }]);
  });

  it('filters by country and by region, and offers only the places that have dealers', () => {
    const groups = groupDealers(DEALERS, 'en');
    const moscow = filterGroups(groups, { country: 'RU', region: 'RU-MOW' });
    expect(moscow.flatMap((group) => group.regions.flatMap((region) => region.dealers.map((d) => d.id)))).toEqual(['ru-mow-1', 'ru-mow-2']);
    expect(moscow[0]!.count).toBe(2);
    expect(filterGroups(groups, { country: 'DE', region: null }).map((group) => group.code)).toEqual(['DE']);
    expect(filterGroups(groups, { country: 'FR', region: null })).toEqual([]);
    expect(filterGroups(groups, { country: null, region: null })).toBe(groups);
    const choices = filterChoices(groups);
    expect(choices.countries.map((c) => c.code)).toEqual(['CN', 'DE', 'IT', 'KZ', 'RU']);
    expect(choices.regions.map((r) => r.code)).toEqual(['RU-CHE', 'RU-KDA', 'RU-MOW']);
  });

  it('reads the filter from the URL: unknown codes are no filter, a region alone means Russia', () => {
    expect(readDealerFilter({ country: 'ru', region: 'ru-mow' })).toEqual({ country: 'RU', region: 'RU-MOW' });
    expect(readDealerFilter({ region: 'RU-MOW' })).toEqual({ country: 'RU', region: 'RU-MOW' });
    expect(readDealerFilter({ country: 'IT', region: 'RU-MOW' })).toEqual({ country: 'IT', region: null });
    expect(readDealerFilter({ country: 'ZZ', region: 'nowhere' })).toEqual({ country: null, region: null });
    expect(readDealerFilter({ country: '', region: '' })).toEqual({ country: null, region: null });
  });

  it('describes a dealer as a LocalBusiness with its postal address', () => {
    expect(
      dealerJsonLd({ name: 'Clima Nord', country: 'RU', regionName: 'Moscow', city: 'Москва', address: 'ул. Тверская, 1', phone: '+74951234567', email: 'info@clima.example', website: 'https://clima.example' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Clima Nord',
      address: { '@type': 'PostalAddress', addressCountry: 'RU', addressRegion: 'Moscow', addressLocality: 'Москва', streetAddress: 'ул. Тверская, 1' },
      telephone: '+74951234567',
      email: 'info@clima.example',
      url: 'https://clima.example',
    });
  });
});

describe('dealers in the database', () => {
  beforeEach(async () => {
    await db.dealer.deleteMany();
    await db.lead.deleteMany();
    await db.auditLog.deleteMany();
    vi.clearAllMocks();
  });

  async function partnerLead(status: 'new' | 'won', fields: Record<string, string> = {}) {
    return createLead(db, {
      type: 'partner',
      status,
      name: 'Иван Петров',
      companyName: 'ООО «Климат Урал»',
      email: 'Ivan@Klimat-Ural.example',
      phone: '+73432123456',
      country: 'RU',
      region: 'RU-SVE',
      inn: '7707083893',
      locale: 'ru',
      sourcePage: '/ru/becomepartner',
      consentAt: new Date(),
      consentIp: '203.0.113.9',
      consentUserAgent: 'test',
      consentTextVersion: '1',
      ...fields,
    });
  }

  it('turns only an approved partner application into a dealer, once, audited and revalidated', async () => {
    const { revalidateTag } = await import('next/cache');
    const pending = await partnerLead('new');
    expect(await createDealerFromLead(actor, pending.id)).toEqual({ ok: false, code: 'NOT_WON' });
    expect(await db.dealer.count()).toBe(0);
    expect(revalidateTag).not.toHaveBeenCalled();

    const lead = await partnerLead('won');
    const created = await createDealerFromLead(actor, lead.id);
    expect(created).toMatchObject({ ok: true });
    const row = await db.dealer.findUniqueOrThrow({ where: { leadId: lead.id } });
    expect(row).toMatchObject({ name: 'ООО «Климат Урал»', country: 'RU', region: 'RU-SVE', phone: '+73432123456', email: 'ivan@klimat-ural.example', city: '', sales: true, published: true });
    expect(revalidateTag).toHaveBeenCalledWith('dealers', { expire: 0 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'dealer.create', entityId: row.id } });
    expect(audit.meta).toEqual({ fromLead: lead.id });

    // A second click answers the same dealer and makes no other.
    expect(await createDealerFromLead(actor, lead.id)).toEqual({ ok: true, id: row.id, existing: true });
    expect(await db.dealer.count()).toBe(1);
    expect(await db.auditLog.count({ where: { action: 'dealer.create' } })).toBe(1);
  });

  it('refuses an equipment request and a missing lead', async () => {
    const equipment = await partnerLead('won', { type: 'equipment' });
    expect(await createDealerFromLead(actor, equipment.id)).toMatchObject({ ok: false, code: 'NOT_WON' });
    expect(await createDealerFromLead(actor, 'nope')).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await db.dealer.count()).toBe(0);
  });

  it('saves against the version it was read at: a stale form is a CONFLICT and changes nothing', async () => {
    const input = form({}).data!;
    const created = await createDealer(actor, input);
    if (!created.ok) throw new Error('not created');
    expect(await updateDealer(actor, { ...input, id: created.id, version: 1, city: 'Зеленоград' })).toEqual({ ok: true, id: created.id });
    expect(await updateDealer(actor, { ...input, id: created.id, version: 1, city: 'Химки' })).toEqual({ ok: false, code: 'CONFLICT' });
    expect(await db.dealer.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ city: 'Зеленоград', version: 2 });
    const update = await db.auditLog.findFirstOrThrow({ where: { action: 'dealer.update' } });
    expect(update.before).toEqual({ city: 'Москва' });
    expect(update.after).toEqual({ city: 'Зеленоград' });
  });

  it('lists only published dealers, and dates the last change for the sitemaps (a deletion too)', async () => {
    expect(await dealersChangedAt()).toBeNull();
    const shown = await createDealer(actor, form({ name: 'Shown' }).data!);
    await createDealer(actor, form({ name: 'Hidden', published: false }).data!);
    expect((await publishedDealers()).map((d) => d.name)).toEqual(['Shown']);
    const afterCreate = await dealersChangedAt();
    expect(afterCreate).toBeInstanceOf(Date);
    if (!shown.ok) throw new Error('not created');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await deleteDealer(actor, shown.id)).toEqual({ ok: true, id: shown.id });
    expect(await db.auditLog.count({ where: { action: 'dealer.delete', entityId: shown.id } })).toBe(1);
    expect((await dealersChangedAt())!.getTime()).toBeGreaterThan(afterCreate!.getTime());
    expect(await deleteDealer(actor, shown.id)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
