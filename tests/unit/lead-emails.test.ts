import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';
import { parsePartnerApplication } from '@/lib/forms/partner-schema';
import { equipmentAcknowledgement, equipmentNotification, partnerAcknowledgement, partnerNotification, type Consent, type LeadRecord } from '@/lib/leads/emails';

const consent: Consent = { at: new Date('2026-03-02T09:30:00Z'), ip: '203.0.113.7', userAgent: 'UA', textVersion: 'forms-test', purposes: ['processing', 'transfer'] };
const record: LeadRecord = { id: 'lead-id-1', number: '2026-000042' };

function partner(change: Record<string, unknown> = {}) {
  const result = parsePartnerApplication({
    country: 'RU',
    region: 'RU-SPE',
    fullName: 'Иван Петров',
    companyName: 'ООО <Климат> & Сервис',
    phone: '8 812 345-67-89',
    inn: '7707083893',
    email: 'ivan@example.test',
    captchaId: 'x',
    captchaAnswer: 'y',
    agreement: true,
    locale: 'ru',
    sourcePage: '/ru/becomepartner',
    ...change,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.data;
}

function equipment(change: Record<string, unknown> = {}) {
  const result = parseEquipmentRequest({ name: 'Marco Rossi', phone: '+39 333 123 4567', email: 'marco@example.test', productSlug: 'ach-020s', locale: 'en', sourcePage: '/en/product/ach-020s', ...change });
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return result.data;
}

const noPlaceholders = (text: string) => expect(text).not.toMatch(/\{\w+\}|undefined|null/);

describe('lead e-mails', () => {
  it('the partner notification goes to the sales team in Russian and Moscow time, with the number, every field, the consent record and the lead\'s link', () => {
    const mail = partnerNotification(partner(), consent, { ...record, earlier: 3 });
    expect(mail).toMatchObject({ kind: 'partner-notification', to: env.SALES_EMAIL, headers: { 'Reply-To': 'ivan@example.test' } });
    expect(env.SALES_LOCALE).toBe('ru');
    expect(mail.subject).toBe('Заявка на партнёрство № 2026-000042: ООО <Климат> & Сервис');
    for (const value of [
      'Номер заявки: 2026-000042',
      'Прежние заявки: 3 прежние заявки с тем же телефоном, e-mail или ИНН',
      'Россия (RU)',
      'Санкт-Петербург (RU-SPE)',
      'Иван Петров',
      'Телефон: +7 812 345 67 89',
      'ИНН: 7707083893',
      'ivan@example.test',
      'forms-test',
      '203.0.113.7',
      // 09:30 UTC is 12:30 in Moscow, and the mail says so.
      '2 марта 2026 г. в 12:30 (Europe/Moscow, GMT+3)',
      'http://localhost:3000/ru/becomepartner',
      'русский',
      'Открыть заявку в панели управления: http://localhost:3000/admin/leads/lead-id-1',
    ]) {
      expect(mail.text, value).toContain(value);
    }
    expect(mail.html).toContain('ООО &lt;Климат&gt; &amp; Сервис');
    expect(mail.html).not.toContain('<Климат>');
    noPlaceholders(mail.text);
  });

  it('a non-resident’s notification names the tax number and no region', () => {
    const mail = partnerNotification(partner({ country: 'KZ', region: '', phone: '+7 701 123 4567', inn: 'KZ-123', locale: 'en' }), consent, record);
    expect(mail.text).toContain('Налоговый номер: KZ-123');
    expect(mail.text).not.toContain('Регион');
    // No earlier request: no line for them.
    expect(mail.text).not.toContain('Прежние заявки');
  });

  it('the applicant’s acknowledgement is in his language and repeats nothing he wrote', () => {
    const lead = { ...partner(), fullName: 'WIN 1000 EUR: evil.example/x', companyName: 'Visit evil.example' };
    const mail = partnerAcknowledgement(lead, 'lead-id-1.signature');
    expect(mail).toMatchObject({ kind: 'partner-acknowledgement', to: 'ivan@example.test' });
    // The way to withdraw the consent, in the applicant's language.
    expect(mail.text).toContain('Отозвать согласие: http://localhost:3000/ru/your-data/withdraw?token=lead-id-1.signature');
    expect(mail.subject).toBe('Мы получили вашу заявку — Aeris Clima');
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('WIN 1000');
    }
    noPlaceholders(mail.text);
  });

  it('the equipment acknowledgement names only the catalogue\'s product, never the visitor\'s text', () => {
    const mail = equipmentAcknowledgement({ email: 'victim@example.test', locale: 'en' }, { slug: 'ach-020s', name: 'Air-cooled chiller ACH-020S' }, 't');
    expect(mail.text).toContain('Air-cooled chiller ACH-020S');
    expect(mail.text).not.toMatch(/WIN|evil/);
    const unknown = equipmentAcknowledgement({ email: 'victim@example.test', locale: 'en' }, { slug: 'win-1000-eur', name: null }, 't');
    expect(unknown.text).not.toContain('win-1000-eur');
    noPlaceholders(unknown.text);
  });

  it('the equipment notification names the product and links to it', () => {
    const lead = equipment();
    const mail = equipmentNotification(lead, { slug: 'ach-020s', name: 'Чиллер ACH-020S' }, consent, record);
    expect(mail.subject).toBe('Заявка на подбор № 2026-000042: Marco Rossi');
    expect(mail.text).toContain('Оборудование: Чиллер ACH-020S (ach-020s)');
    expect(mail.text).toContain('http://localhost:3000/ru/product/ach-020s');
    expect(mail.headers).toEqual({ 'Reply-To': 'marco@example.test' });
    noPlaceholders(mail.text);
  });

  it('a product no longer in the catalogue is named by its slug, without a link', () => {
    const mail = equipmentNotification(equipment({ email: '' }), { slug: 'gone-1', name: null }, consent, record);
    expect(mail.text).toContain('gone-1 (больше нет в каталоге)');
    expect(mail.text).not.toContain('/product/gone-1');
    expect(mail.text).toContain('E-mail: не указан');
    expect(mail.headers).toBeUndefined();
  });

  it('the equipment acknowledgement is in the visitor’s language', () => {
    const lead = equipment();
    const mail = equipmentAcknowledgement({ ...lead, email: lead.email! }, { slug: 'ach-020s', name: 'Air-cooled chiller ACH-020S' }, 't');
    expect(mail.subject).toBe('We have received your request – Aeris Clima');
    expect(mail.text).toContain('http://localhost:3000/en/product/ach-020s');
    noPlaceholders(mail.text);
  });
});
