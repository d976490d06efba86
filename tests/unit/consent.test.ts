import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { consentHash, publishConsentVersion, publishSchema, type PublishInput } from '@/lib/admin/consent/service';
import { readForm } from '@/lib/admin/form-schema';
import { databasePerTest } from '../support/test-db';

// The consent texts' versions (lib/admin/consent/service.ts) on a real SQLite file of each test's own.

const testDb = databasePerTest();
vi.mock('@/lib/db', () => ({
  get db() {
    return testDb.prisma;
  },
}));

const admin = { id: null, email: 'admin@staff.test', ip: '192.0.2.5', userAgent: 'test' };
const texts = (suffix = '') => ({ textIt: `Acconsento al trattamento${suffix}`, textRu: `Я даю согласие на обработку${suffix}`, textEn: `I consent to the processing${suffix}` });
const input = (changes: Partial<PublishInput> = {}): PublishInput => ({ purpose: 'processing', note: '', confirm: 'yes', ...texts(), ...changes });

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return readForm(data, publishSchema);
};

describe('the publish form', () => {
  it('needs a known document, the three texts and the confirmation', () => {
    expect(form({ purpose: 'processing', ...texts(), confirm: 'yes' }).ok).toBe(true);
    expect(form({ purpose: 'cookies', ...texts(), confirm: 'yes' })).toMatchObject({ ok: false, fieldErrors: { purpose: 'choose' } });
    expect(form({ purpose: 'processing', ...texts(), textRu: '  ', confirm: 'yes' })).toMatchObject({ ok: false, fieldErrors: { textRu: 'required' } });
    expect(form({ purpose: 'processing', ...texts() })).toMatchObject({ ok: false, fieldErrors: { confirm: 'confirm' } });
  });
});

describe('publishing a version', () => {
  it('numbers the versions of each document from 1, stores the hash of its texts and audits it in its transaction', async () => {
    expect(await publishConsentVersion(admin, input())).toEqual({ ok: true, version: 1 });
    expect(await publishConsentVersion(admin, input(texts(' e al trasferimento')))).toEqual({ ok: true, version: 2 });
    expect(await publishConsentVersion(admin, input({ purpose: 'newsletter' }))).toEqual({ ok: true, version: 1 });

    const rows = await testDb.prisma.consentDocument.findMany({ orderBy: [{ purpose: 'asc' }, { version: 'asc' }] });
    expect(rows.map((row) => [row.purpose, row.version])).toEqual([['newsletter', 1], ['processing', 1], ['processing', 2]]);
    const expected = createHash('sha256').update(JSON.stringify([rows[2]!.textIt, rows[2]!.textRu, rows[2]!.textEn])).digest('hex');
    expect(rows[2]!.sha256).toBe(expected);
    expect(consentHash(rows[2]!)).toBe(expected);
    expect(rows[2]!.publishedBy).toBe('admin@staff.test');

    const audit = await testDb.prisma.auditLog.findMany({ where: { action: 'consent.publish' }, orderBy: { id: 'asc' } });
    expect(audit).toHaveLength(3);
    expect(audit.map((entry) => [entry.entity, entry.entityId, entry.ip])).toContainEqual(['consentDocument', rows[2]!.id, '192.0.2.5']);
  });

  it('refuses texts identical to the version in force, and writes nothing', async () => {
    await publishConsentVersion(admin, input());
    expect(await publishConsentVersion(admin, input({ note: 'the same again' }))).toEqual({ ok: false, code: 'UNCHANGED', fieldErrors: { textIt: 'unchanged' } });
    expect(await testDb.prisma.consentDocument.count()).toBe(1);
    expect(await testDb.prisma.auditLog.count({ where: { action: 'consent.publish' } })).toBe(1);
  });
});
