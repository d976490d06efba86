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
  it('numbers each document’s versions on from the one in force, stores the hash of its texts and audits it in its transaction', async () => {
    // The template database holds what a release holds: the migration's processing v1 and the setup's texts.
    const start = new Map((await testDb.prisma.consentDocument.findMany()).map((row) => [`${row.purpose}:${row.version}`, row.publishedBy]));
    expect(Object.fromEntries(start)).toEqual({ 'processing:1': 'migration', 'processing:2': 'setup', 'newsletter:1': 'setup', 'transfer:1': 'setup' });

    expect(await publishConsentVersion(admin, input())).toEqual({ ok: true, version: 3 });
    expect(await publishConsentVersion(admin, input(texts(' e al trasferimento')))).toEqual({ ok: true, version: 4 });
    expect(await publishConsentVersion(admin, input({ purpose: 'newsletter' }))).toEqual({ ok: true, version: 2 });

    const rows = await testDb.prisma.consentDocument.findMany({ where: { publishedBy: admin.email }, orderBy: [{ purpose: 'asc' }, { version: 'asc' }] });
    expect(rows.map((row) => [row.purpose, row.version])).toEqual([['newsletter', 2], ['processing', 3], ['processing', 4]]);
    const expected = createHash('sha256').update(JSON.stringify([rows[2]!.textIt, rows[2]!.textRu, rows[2]!.textEn])).digest('hex');
    expect(rows[2]!.sha256).toBe(expected);
    expect(consentHash(rows[2]!)).toBe(expected);

    const audit = await testDb.prisma.auditLog.findMany({ where: { action: 'consent.publish' }, orderBy: { id: 'asc' } });
    expect(audit).toHaveLength(3);
    expect(audit.map((entry) => [entry.entity, entry.entityId, entry.ip])).toContainEqual(['consentDocument', rows[2]!.id, '192.0.2.5']);
  });

  it('refuses texts identical to the version in force, and writes nothing', async () => {
    await publishConsentVersion(admin, input());
    expect(await publishConsentVersion(admin, input({ note: 'the same again' }))).toEqual({ ok: false, code: 'UNCHANGED', fieldErrors: { textIt: 'unchanged' } });
    expect(await testDb.prisma.consentDocument.count({ where: { publishedBy: admin.email } })).toBe(1);
    expect(await testDb.prisma.auditLog.count({ where: { action: 'consent.publish' } })).toBe(1);
  });
});
