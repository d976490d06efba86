import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';
import { parsePartnerApplication } from '@/lib/forms/partner-schema';
import { equipmentAcknowledgement, equipmentNotification, partnerAcknowledgement, partnerNotification, type Consent } from '@/lib/leads/emails';

const consent: Consent = { at: new Date('2026-03-02T09:30:00Z'), ip: '203.0.113.7', userAgent: 'UA', textVersion: 'forms-test' };

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
  it('the partner notification goes to the sales team in its language, names every field and the consent record', () => {
    const mail = partnerNotification(partner(), consent);
    expect(mail).toMatchObject({ kind: 'partner-notification', to: env.SALES_EMAIL, headers: { 'Reply-To': 'ivan@example.test' } });
    expect(env.SALES_LOCALE).toBe('it');
    expect(mail.subject).toBe('Candidatura partner: ООО <Климат> & Сервис');
    for (const value of ['Russia (RU)', 'San Pietroburgo (città federale) (RU-SPE)', 'Иван Петров', '+78123456789', 'INN: 7707083893', 'ivan@example.test', 'forms-test', '203.0.113.7', '2 marzo 2026', 'http://localhost:3000/ru/becomepartner', 'russo']) {
      expect(mail.text, value).toContain(value);
    }
    expect(mail.html).toContain('ООО &lt;Климат&gt; &amp; Сервис');
    expect(mail.html).not.toContain('<Климат>');
    noPlaceholders(mail.text);
  });

  it('a non-resident’s notification names the tax number and no region', () => {
    const mail = partnerNotification(partner({ country: 'KZ', region: '', phone: '+7 701 123 4567', inn: 'KZ-123', locale: 'en' }), consent);
    expect(mail.text).toContain('Codice fiscale o partita IVA: KZ-123');
    expect(mail.text).not.toContain('Regione');
  });

  it('the applicant’s acknowledgement is in his language and repeats nothing he wrote', () => {
    const lead = { ...partner(), fullName: 'WIN 1000 EUR: evil.example/x', companyName: 'Visit evil.example' };
    const mail = partnerAcknowledgement(lead);
    expect(mail).toMatchObject({ kind: 'partner-acknowledgement', to: 'ivan@example.test' });
    expect(mail.subject).toBe('Мы получили вашу заявку — Aeris Clima');
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('WIN 1000');
    }
    noPlaceholders(mail.text);
  });

  it('the equipment acknowledgement names only the catalogue\'s product, never the visitor\'s text', () => {
    const mail = equipmentAcknowledgement({ email: 'victim@example.test', locale: 'en' }, { slug: 'ach-020s', name: 'Air-cooled chiller ACH-020S' });
    expect(mail.text).toContain('Air-cooled chiller ACH-020S');
    expect(mail.text).not.toMatch(/WIN|evil/);
    const unknown = equipmentAcknowledgement({ email: 'victim@example.test', locale: 'en' }, { slug: 'win-1000-eur', name: null });
    expect(unknown.text).not.toContain('win-1000-eur');
    noPlaceholders(unknown.text);
  });

  it('the equipment notification names the product and links to it', () => {
    const lead = equipment();
    const mail = equipmentNotification(lead, { slug: 'ach-020s', name: 'Refrigeratore ACH-020S' }, consent);
    expect(mail.subject).toBe('Richiesta di selezione: Marco Rossi');
    expect(mail.text).toContain('Prodotto: Refrigeratore ACH-020S (ach-020s)');
    expect(mail.text).toContain('http://localhost:3000/product/ach-020s');
    expect(mail.headers).toEqual({ 'Reply-To': 'marco@example.test' });
    noPlaceholders(mail.text);
  });

  it('a product no longer in the catalogue is named by its slug, without a link', () => {
    const mail = equipmentNotification(equipment({ email: '' }), { slug: 'gone-1', name: null }, consent);
    expect(mail.text).toContain('gone-1 (non più nel catalogo)');
    expect(mail.text).not.toContain('/product/gone-1');
    expect(mail.text).toContain('E-mail: non indicato');
    expect(mail.headers).toBeUndefined();
  });

  it('the equipment acknowledgement is in the visitor’s language', () => {
    const lead = equipment();
    const mail = equipmentAcknowledgement({ ...lead, email: lead.email! }, { slug: 'ach-020s', name: 'Air-cooled chiller ACH-020S' });
    expect(mail.subject).toBe('We have received your request – Aeris Clima');
    expect(mail.text).toContain('http://localhost:3000/en/product/ach-020s');
    noPlaceholders(mail.text);
  });
});
