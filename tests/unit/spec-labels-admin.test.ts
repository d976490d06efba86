import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, db } from '../support/app-db';
import { labelFieldErrors, labelFormSchema, labelValuesOf, labelValuesQuery, type LabelInput } from '@/lib/admin/catalogue/label-schema';
import { deleteLabel, getLabelForEdit, listLabels, saveLabel } from '@/lib/admin/catalogue/labels';
import { readForm } from '@/lib/admin/form-schema';

// Issue 34, item 1: the label dictionary's back office. Keys are well formed, unique and never change; Italian is
// required while Russian and English may wait (flagged); a label in use by a product or a product's draft cannot
// be deleted; a change to a label in use refreshes the public catalogue. On a real SQLite file of the test's own.

vi.mock('@/lib/db', () => import('../support/app-db'));
const cache = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => undefined,
  revalidatePath: (path: string, type?: string) => void cache.paths.push(type ? `${path} (${type})` : path),
}));

afterAll(() => cleanup());
beforeEach(() => {
  cache.paths.length = 0;
});

const actor = { id: null, email: 'editor@staff.test' };
let categoryId = '';

beforeAll(async () => {
  categoryId = (await db.category.create({ data: { slug: 'split' } })).id;
});

/** A product whose shared rows name `keys`. */
async function productUsing(slug: string, keys: string[]) {
  const specRows = keys.map((key) => ({ key, value: '1' }));
  return db.product.create({
    data: { slug, modelCode: slug.toUpperCase(), modelKey: slug, categoryId, powerSupply: 'single', voltage: '230', frequency: '50', dimensionsAndWeight: [], productDimensions: '1 × 1 × 1', packageDimensions: '1 × 1 × 1', netWeightKg: 1, grossWeightKg: 1, specRows },
  });
}

/** The form as its action reads it (Conform, field names `text.it`…). */
function read(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ mode: 'create', key: 'airflowNominal', group: 'performance', unit: 'm3h', 'text.it': 'Portata d’aria', ...fields })) data.set(name, value);
  return readForm(data, labelFormSchema);
}

const newLabel = (key: string, overrides: Partial<LabelInput> = {}): LabelInput => ({
  mode: 'create',
  key,
  updatedAt: '',
  group: 'acoustics',
  unit: 'dba',
  text: { it: 'Pressione sonora esterna', ru: 'Звуковое давление наружного блока', en: 'Outdoor sound pressure' },
  ...overrides,
});

async function stamp(key: string) {
  return (await db.specLabel.findUniqueOrThrow({ where: { key } })).updatedAt.toISOString();
}

describe('the label form', () => {
  it('refuses a key that is not a camelCase name of 2 to 60 letters and digits', () => {
    for (const key of ['Sound', 's', 'sound-outdoor', 'sound outdoor', '1sound', 'a'.repeat(61), '']) {
      const reading = read({ key });
      expect(reading.ok, key).toBe(false);
      if (!reading.ok) expect(reading.fieldErrors.key, key).toBe('labelKey');
    }
    expect(read({ key: 'soundOutdoor2' }).ok).toBe(true);
  });

  it('requires the Italian text, a known group and a known unit or none; Russian and English may wait', () => {
    const reading = read({ 'text.it': '  ', group: 'colours', unit: 'furlong' });
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.fieldErrors).toMatchObject({ 'text.it': 'required', group: 'choose', unit: 'choose' });
    const partial = read({ unit: '' });
    expect(partial.ok && partial.value).toMatchObject({ unit: '', text: { it: 'Portata d’aria', ru: '', en: '' } });
  });

  it('carries what a refused form sent back to its page, which marks the same fields', () => {
    const sent = { mode: 'create', key: 'Bad key', group: 'performance', unit: '', text: { it: '', ru: 'Расход воздуха', en: '' } };
    const values = labelValuesOf(Object.fromEntries(new URLSearchParams(labelValuesQuery(sent))));
    expect(values).toEqual({ key: 'Bad key', group: 'performance', unit: '', it: '', ru: 'Расход воздуха', en: '' });
    expect(labelFieldErrors('create', values!)).toEqual({ key: 'labelKey', 'text.it': 'required' });
  });
});

describe('saving a label', () => {
  it('creates it last in its section, marked as edited, with an audit entry and no empty translation', async () => {
    await db.specLabel.create({ data: { key: 'soundIndoor', group: 'acoustics', sortOrder: 4, translations: { create: [{ locale: 'it', text: 'Pressione sonora interna' }] } } });
    const result = await saveLabel(actor, newLabel('soundOutdoor', { text: { it: 'Pressione sonora esterna', ru: '', en: 'Outdoor sound pressure' } }));
    expect(result).toEqual({ ok: true, key: 'soundOutdoor' });
    const row = await db.specLabel.findUniqueOrThrow({ where: { key: 'soundOutdoor' }, include: { translations: { orderBy: { locale: 'asc' } } } });
    expect(row).toMatchObject({ group: 'acoustics', unit: 'dba', sortOrder: 5 });
    expect(row.editedAt).not.toBeNull();
    expect(row.translations.map((t) => t.locale)).toEqual(['en', 'it']);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'specLabel.create', entityId: 'soundOutdoor' } });
    expect(audit).toMatchObject({ entity: 'specLabel', actorEmail: actor.email });
    expect(audit.after).toMatchObject({ group: 'acoustics', 'label.it': 'Pressione sonora esterna', 'label.ru': null });
    // Nothing uses a new label: no public page changed.
    expect(cache.paths).toEqual([]);
  });

  it('refuses a key already taken, a malformed key and a missing Italian text, creating nothing', async () => {
    await saveLabel(actor, newLabel('waterFlow'));
    expect(await saveLabel(actor, newLabel('waterFlow', { text: { it: 'Altro', ru: '', en: '' } }))).toMatchObject({ ok: false, code: 'KEY_TAKEN' });
    expect(await saveLabel(actor, newLabel('Water flow'))).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { key: 'labelKey' } });
    expect(await saveLabel(actor, newLabel('waterFlowCold', { text: { it: ' ', ru: 'Расход воды', en: 'Water flow' } }))).toMatchObject({ ok: false, code: 'INVALID', fieldErrors: { 'text.it': 'required' } });
    expect(await db.specLabel.count({ where: { key: { in: ['Water flow', 'waterFlowCold'] } } })).toBe(0);
    expect((await db.specLabelTranslation.findFirstOrThrow({ where: { labelKey: 'waterFlow', locale: 'it' } })).text).toBe('Pressione sonora esterna');
  });

  it('saves group, unit and texts under the same key, auditing only what changed, and refuses a stale form', async () => {
    await saveLabel(actor, newLabel('pipeLength'));
    const seen = await stamp('pipeLength');
    const change = newLabel('pipeLength', { mode: 'update', updatedAt: seen, group: 'refrigerant', unit: 'm', text: { it: 'Lunghezza tubazioni', ru: 'Длина трассы', en: '' } });
    expect(await saveLabel(actor, change)).toEqual({ ok: true, key: 'pipeLength' });
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'specLabel.update', entityId: 'pipeLength' } });
    expect(entry.before).toEqual({ group: 'acoustics', unit: 'dba', 'label.it': 'Pressione sonora esterna', 'label.ru': 'Звуковое давление наружного блока', 'label.en': 'Outdoor sound pressure' });
    expect(entry.after).toEqual({ group: 'refrigerant', unit: 'm', 'label.it': 'Lunghezza tubazioni', 'label.ru': 'Длина трассы', 'label.en': null });
    // Someone else's save came first: the form read an older label.
    expect(await saveLabel(actor, { ...change, text: { ...change.text, en: 'Pipe length' } })).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(await saveLabel(actor, newLabel('neverMade', { mode: 'update', updatedAt: seen }))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const label = await getLabelForEdit('pipeLength');
    expect(label).toMatchObject({ group: 'refrigerant', unit: 'm', texts: { it: 'Lunghezza tubazioni', ru: 'Длина трассы', en: '' }, missing: ['en'], edited: true });
  });

  it('refreshes the public catalogue after a change to a label a product uses, not to an unused one', async () => {
    await saveLabel(actor, newLabel('eerNominal'));
    await saveLabel(actor, newLabel('eerUnused'));
    await productUsing('uses-eer', ['eerNominal']);
    cache.paths.length = 0;
    await saveLabel(actor, newLabel('eerUnused', { mode: 'update', updatedAt: await stamp('eerUnused'), text: { it: 'EER', ru: '', en: '' } }));
    expect(cache.paths).toEqual([]);
    await saveLabel(actor, newLabel('eerNominal', { mode: 'update', updatedAt: await stamp('eerNominal'), text: { it: 'EER', ru: 'EER', en: 'EER' } }));
    expect(cache.paths).toContain('/[locale] (layout)');
  });
});

describe('the list', () => {
  it('counts the products using each label, in saved rows or a draft, and flags missing translations', async () => {
    await saveLabel(actor, newLabel('capacityCooling', { group: 'performance', text: { it: 'Potenza frigorifera', ru: 'Холодопроизводительность', en: '' } }));
    await saveLabel(actor, newLabel('capacityHeating', { group: 'performance', text: { it: 'Potenza termica', ru: '', en: '' } }));
    await productUsing('list-a', ['capacityCooling', 'capacityCooling']);
    await productUsing('list-b', ['capacityCooling', 'capacityHeating']);
    const drafted = await productUsing('list-c', []);
    await db.contentDraft.create({ data: { entity: 'product', entityId: drafted.id, number: 2, data: { fields: { specRows: [{ key: 'capacityHeating', value: '5' }] }, texts: {} } } });

    const performance = (await listLabels('it')).find((section) => section.group === 'performance')!;
    const byKey = new Map(performance.labels.map((label) => [label.key, label]));
    expect(byKey.get('capacityCooling')).toMatchObject({ products: 2, missing: ['en'] });
    expect(byKey.get('capacityHeating')).toMatchObject({ products: 2, missing: ['ru', 'en'] });
    // In the reader's language's order: "Potenza frigorifera" before "Potenza termica".
    expect(performance.labels.map((label) => label.key)).toEqual(['capacityCooling', 'capacityHeating']);
  });
});

describe('deleting a label', () => {
  it('is refused while a product or a product’s draft uses it, and allowed once neither does', async () => {
    await saveLabel(actor, newLabel('soundPower'));
    const product = await productUsing('delete-a', ['soundPower']);
    const other = await productUsing('delete-b', []);
    await db.contentDraft.create({ data: { entity: 'product', entityId: other.id, number: 2, data: { fields: { specRows: [{ key: 'soundPower', text: { it: 'Bassa', ru: 'Низкая', en: 'Low' } }] }, texts: {} } } });

    expect(await deleteLabel(actor, 'soundPower')).toMatchObject({ ok: false, code: 'LABEL_IN_USE' });
    expect((await getLabelForEdit('soundPower'))?.usedBy).toMatchObject({ count: 2, products: [{ modelCode: 'DELETE-A' }, { modelCode: 'DELETE-B' }] });
    await db.product.update({ where: { id: product.id }, data: { specRows: [] } });
    expect(await deleteLabel(actor, 'soundPower')).toMatchObject({ ok: false, code: 'LABEL_IN_USE' });
    await db.contentDraft.delete({ where: { entity_entityId: { entity: 'product', entityId: other.id } } });

    expect(await deleteLabel(actor, 'soundPower')).toEqual({ ok: true, key: 'soundPower' });
    expect(await db.specLabel.findUnique({ where: { key: 'soundPower' } })).toBeNull();
    expect(await db.specLabelTranslation.count({ where: { labelKey: 'soundPower' } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: 'specLabel.delete', entityId: 'soundPower' } })).toBe(1);
    expect(await deleteLabel(actor, 'soundPower')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
