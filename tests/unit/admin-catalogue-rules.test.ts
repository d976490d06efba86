import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { oneDecodeAtATime, sniffFormat, storePicture } from '@/lib/admin/catalogue/pictures';
import { productFormSchema } from '@/lib/admin/catalogue/schema';
import { readForm } from '@/lib/admin/form-schema';
import { filesystemStorage } from '@/lib/storage/filesystem';

/** A valid product form, as the browser posts it, with `changes` applied. */
function form(changes: Record<string, string | null> = {}) {
  const fields: Record<string, string> = {
    id: 'p1',
    version: '3',
    slug: 'ws-35',
    modelCode: 'WS-35',
    categoryId: 'c1',
    sortOrder: '10',
    published: 'on',
    priceMode: 'amount',
    priceAmount: '1290,50',
    priceCurrency: 'EUR',
    powerSupply: 'single',
    voltage: '220–240',
    frequency: '50',
    coolingCapacityKw: '3,5',
    heatingCapacityKw: '',
    ratedPowerKw: '1.1',
    productDimensions: '805 x 285 x 194',
    packageDimensions: '870 × 360 × 270',
    netWeightKg: '9',
    grossWeightKg: '11',
    'parts[0].part': 'unit',
    'parts[0].w': '',
    'parts[0].h': '',
    'parts[0].d': '',
    'parts[0].kg': '',
    'translations.it.name': 'Split a parete',
    'translations.it.shortDescription': 'Breve',
    'translations.it.description': 'Lunga',
    'translations.it.innerBody': '',
    'translations.it.keyFeatures': 'Uno\n\n Due ',
    'translations.it.specifications[0].group': 'refrigerant',
    'translations.it.specifications[0].label': 'Refrigerante',
    'translations.it.specifications[0].value': 'R32',
    'translations.it.specifications[0].unit': '',
    'translations.it.specifications[1].group': 'general',
    'translations.it.specifications[1].label': '',
    'translations.it.specifications[1].value': '',
    'translations.it.specifications[1].unit': '',
  };
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...changes })) if (value !== null) data.set(key, value);
  return data;
}

/** The form read as the server action reads it (Conform, then the schema). */
const parse = (changes: Record<string, string | null> = {}) => {
  const reading = readForm(form(changes), productFormSchema);
  return { success: reading.ok, data: reading.ok ? reading.value : undefined };
};
const errorsOf = (changes: Record<string, string | null>) => {
  const reading = readForm(form(changes), productFormSchema);
  return reading.ok ? {} : reading.fieldErrors;
};

describe('product form schema (shared by the form and the server action)', () => {
  it('accepts a valid product, normalising numbers, dimensions, features and empty rows', () => {
    const result = parse();
    expect(result.success).toBe(true);
    const data = result.data!;
    expect(data.priceAmount).toBe(1290.5);
    expect(data.coolingCapacityKw).toBe(3.5);
    expect(data.heatingCapacityKw).toBeNull();
    expect(data.productDimensions).toBe('805 × 285 × 194');
    expect(data.parts).toEqual([]);
    expect(data.translations.it.keyFeatures).toEqual(['Uno', 'Due']);
    expect(data.translations.it.specifications).toEqual([{ group: 'refrigerant', label: 'Refrigerante', value: 'R32' }]);
    expect(data.translations.ru.name).toBe('');
  });

  it('refuses bad technical fields with the message key on the field', () => {
    expect(errorsOf({ voltage: 'lots' })).toMatchObject({ voltage: 'figures' });
    expect(errorsOf({ productDimensions: '805 by 285' })).toMatchObject({ productDimensions: 'dimensions' });
    expect(errorsOf({ netWeightKg: 'nine' })).toMatchObject({ netWeightKg: 'number' });
    expect(errorsOf({ grossWeightKg: '5' })).toMatchObject({ grossWeightKg: 'grossBelowNet' });
    expect(errorsOf({ slug: 'Not A Slug' })).toMatchObject({ slug: 'slug' });
    expect(errorsOf({ powerSupply: 'four' })).toMatchObject({ powerSupply: 'choose' });
  });

  it('a price needs an amount and a currency; "request price" needs neither', () => {
    expect(errorsOf({ priceAmount: '' })).toMatchObject({ priceAmount: 'price' });
    expect(errorsOf({ priceCurrency: '' })).toMatchObject({ priceCurrency: 'choose' });
    expect(parse({ priceMode: 'request', priceAmount: '', priceCurrency: '' }).success).toBe(true);
    expect(errorsOf({ priceCurrency: 'GBP' })).toHaveProperty('priceCurrency');
  });

  it('puts a specification row error on the row of the form it is about, and drops removed rows', () => {
    expect(errorsOf({ 'translations.it.specifications[1].label': 'Rumore', 'translations.it.specifications[1].unit': 'parsecs' })).toEqual({ 'translations.it.specifications[1].value': 'required', 'translations.it.specifications[1].unit': 'choose' });
    const removed = parse({ 'translations.it.specifications[0].remove': 'on' });
    expect(removed.data?.translations.it.specifications).toEqual([]);
  });

  it('reads a shared row as a value or as words in the three languages, never both, and drops the spare rows', () => {
    const rows = parse({ 'specRows[0].key': 'airflow', 'specRows[0].value': '1.200', 'specRows[0].unit': 'm3h', 'specRows[1].key': 'compressorType', 'specRows[1].text.it': 'Scroll', 'specRows[1].text.ru': 'Спиральный', 'specRows[1].text.en': 'Scroll', 'specRows[2].key': '' }).data?.specRows;
    expect(rows).toEqual([
      { key: 'airflow', value: '1.200', unit: 'm3h' },
      { key: 'compressorType', text: { it: 'Scroll', ru: 'Спиральный', en: 'Scroll' } },
    ]);
    expect(errorsOf({ 'specRows[0].value': '12' })).toEqual({ 'specRows[0].key': 'choose' });
    expect(errorsOf({ 'specRows[0].key': 'airflow' })).toEqual({ 'specRows[0].value': 'required' });
    expect(errorsOf({ 'specRows[0].key': 'compressorType', 'specRows[0].value': 'Scroll', 'specRows[0].text.it': 'Scroll' })).toEqual({
      'specRows[0].value': 'valueOrWords',
      'specRows[0].text.ru': 'required',
      'specRows[0].text.en': 'required',
    });
    expect(parse({ 'specRows[0].key': 'airflow', 'specRows[0].value': '900', 'specRows[0].remove': 'on' }).data?.specRows).toEqual([]);
  });

  it('reads the engineering figures: empty is "not declared", numbers in either notation, lists closed', () => {
    const empty = parse().data!;
    expect([empty.refrigerant, empty.seer, empty.energyClassCooling, empty.maxCurrentA, empty.soundPowerDba]).toEqual([null, null, null, null, null]);
    const filled = parse({ refrigerant: 'R32', refrigerantChargeKg: '0,62', seer: '8.5', scop: '4,6', energyClassCooling: 'A+++', energyClassHeating: 'A++', maxCurrentA: '7', startingCurrentA: '7', soundPowerDba: '61', maxPipeLengthM: '25', maxHeightDiffM: '15' });
    expect(filled.success).toBe(true);
    expect(filled.data).toMatchObject({ refrigerant: 'R32', refrigerantChargeKg: 0.62, seer: 8.5, scop: 4.6, energyClassCooling: 'A+++', energyClassHeating: 'A++', maxCurrentA: 7, soundPowerDba: 61, maxPipeLengthM: 25 });
    expect(errorsOf({ refrigerant: 'R22' })).toMatchObject({ refrigerant: 'choose' });
    expect(errorsOf({ energyClassCooling: 'A++++' })).toMatchObject({ energyClassCooling: 'choose' });
    expect(errorsOf({ seer: 'high' })).toMatchObject({ seer: 'number' });
  });

  it('refuses engineering figures outside their physical range', () => {
    expect(errorsOf({ seer: '85' })).toMatchObject({ seer: 'outOfRange' });
    expect(errorsOf({ soundPowerDba: '300' })).toMatchObject({ soundPowerDba: 'outOfRange' });
    expect(errorsOf({ maxHeightDiffM: '500' })).toMatchObject({ maxHeightDiffM: 'outOfRange' });
    expect(errorsOf({ waterFlowM3h: '0' })).toMatchObject({ waterFlowM3h: 'outOfRange' });
  });

  it('keeps the EU energy class to units up to 12 kW and to the class their SEER and SCOP earn (Regulation 626/2011)', () => {
    expect(errorsOf({ seer: '6.5', energyClassCooling: 'A+++' })).toMatchObject({ energyClassCooling: 'classMismatch' });
    expect(errorsOf({ scop: '4.0', energyClassHeating: 'A++' })).toMatchObject({ energyClassHeating: 'classMismatch' });
    expect(parse({ seer: '6.1', energyClassCooling: 'A++', scop: '4.0', energyClassHeating: 'A+' }).success).toBe(true);
    expect(errorsOf({ coolingCapacityKw: '14', energyClassCooling: 'A++' })).toMatchObject({ energyClassCooling: 'noEnergyLabel' });
    expect(parse({ coolingCapacityKw: '14', seer: '6.1' }).success).toBe(true);
  });

  it('requires the Italian name (the source text), not the others', () => {
    expect(errorsOf({ 'translations.it.name': '' })).toMatchObject({ 'translations.it.name': 'required' });
  });

  it('validates the parts rows', () => {
    expect(errorsOf({ 'parts[0].w': '800' })).toMatchObject({ 'parts[0].h': 'number', 'parts[0].d': 'number' });
    expect(parse({ 'parts[0].w': '800', 'parts[0].h': '300', 'parts[0].d': '200', 'parts[0].kg': '9,5' }).data?.parts).toEqual([{ part: 'unit', w: 800, h: 300, d: 200, kg: 9.5 }]);
  });
});

describe('pictures are recognised by their content', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } });
    expect(sniffFormat(await pixel.clone().png().toBuffer())).toBe('png');
    expect(sniffFormat(await pixel.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await pixel.clone().webp().toBuffer())).toBe('webp');
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('just text, named picture.png'))).toBeNull();
  });
});

/** A PNG's signature and header announcing `width` × `height` pixels, with one row of pixel data and its end. */
function pngAnnouncing(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3))), chunk('IEND', Buffer.alloc(0))]);
}

describe('pictures too large to decode', () => {
  it('are refused from their header, before their pixels are decoded', async () => {
    // A few kilobytes announcing 16,383² pixels: seconds and hundreds of megabytes to decode.
    expect(await storePicture(pngAnnouncing(16_383, 16_383))).toEqual({ ok: false, code: 'DIMENSIONS' });
  });

  it('are decoded one at a time, and a failed decode does not stop the next', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = oneDecodeAtATime(
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          finishFirst = () => {
            order.push('first done');
            resolve();
          };
        }),
    );
    const failing = oneDecodeAtATime(async () => {
      order.push('failing');
      throw new Error('corrupt');
    });
    const third = oneDecodeAtATime(async () => {
      order.push('third');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['first']);
    finishFirst();
    await first;
    await expect(failing).rejects.toThrow('corrupt');
    await third;
    expect(order).toEqual(['first', 'first done', 'failing', 'third']);
  });
});

describe('filesystem storage', () => {
  it('puts, gets and deletes by key, and refuses keys that leave its folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const storage = filesystemStorage(root);
    await storage.put('products/abc-480.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('products/abc-480.webp')).toEqual({ data: Buffer.from('x'), contentType: 'image/webp' });
    await storage.delete('products/abc-480.webp');
    expect(await storage.get('products/abc-480.webp')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../evil.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    // A name longer than the file system takes (ENAMETOOLONG) is simply not there.
    expect(await storage.get(`products/${'a'.repeat(256)}.webp`)).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });
});
