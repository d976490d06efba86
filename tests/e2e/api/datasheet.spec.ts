import { expect, test } from '../../support/test';
import { one, pdfText, serverPage, squeeze } from '../../support/catalogue-pages';
import { LOCALES, localized, type Locale } from '../../support/e2e';

// The product datasheet (PDF) over HTTP: linked from the product page, read back with a PDF text extractor
// (pdftotext), served from the cache on the next request, refused for unknown and unpublished products. (The link
// clicked in a browser: ui/datasheet.spec.ts; regenerated after an edit: changes/datasheet.spec.ts.)

const SLUG = 'ws-35r32';
const MODEL = 'WS-35R32';
const UNPUBLISHED = 'mx5-120';

/** Three rows of the specification table as the product page shows them in each locale (its units, its decimals). */
const SPEC_VALUES: Record<Locale, string[]> = {
  it: ['3,5 kW', '11.942 BTU/h', '220–240 V', '1,02 kW'],
  ru: ['3,5 кВт', '11 942 БТЕ/ч', '220–240 В', '1,02 кВт'],
  en: ['3.5 kW', '11,942 BTU/h', '220–240 V', '1.02 kW'],
};

for (const locale of LOCALES) {
  test.describe(`datasheet in ${locale}`, () => {
    test('the product page links a PDF with the model code, the specification in the locale and its name', async ({ request }) => {
      const { document } = await serverPage(request, localized(locale, `/product/${SLUG}`));
      const name = squeeze(one(document, 'h1').textContent ?? '');
      const link = one(document, '[data-testid="datasheet-link"]');
      expect(link.getAttribute('href')).toBe(localized(locale, `/product/${SLUG}/datasheet.pdf`));
      expect(link.getAttribute('download')).toBe('');

      const bytes = await (await request.get(link.getAttribute('href')!)).body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain(MODEL);
      for (const value of SPEC_VALUES[locale]) expect(text).toContain(value);
      expect(text).toContain(name);
      if (locale === 'ru') {
        expect(name).toMatch(/[А-Яа-яЁё]{5}/);
        expect(text).toContain('Техническое описание');
      }
      // Page numbers in the locale's words, on every page.
      expect(text).toMatch({ it: /Pagina 1 di \d/, ru: /Страница 1 из \d/, en: /Page 1 of \d/ }[locale]);
    });

    test('answers application/pdf with its file name, and the next request from the cache with the same bytes', async ({ request }) => {
      const url = localized(locale, `/product/${SLUG}/datasheet.pdf`);
      const first = await request.get(url);
      expect(first.status()).toBe(200);
      expect(first.headers()['content-type']).toBe('application/pdf');
      const fileName = `Aeris-Clima_${MODEL}_${locale}.pdf`;
      expect(first.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
      // Shared caches keep it like the product pages; Next regenerates it when the product changes.
      expect(first.headers()['cache-control']).toMatch(/^s-maxage=3600\b/);

      // The request after an answer comes from the cache with the same bytes. Polled: a revalidation of the whole
      // catalogue by another test (POST /api/revalidate) may fall between two requests, and then one is made anew.
      let previous = await first.body();
      await expect
        .poll(async () => {
          const next = await request.get(url);
          const same = Buffer.compare(await next.body(), previous) === 0;
          previous = await next.body();
          return [next.headers()['x-nextjs-cache'], same];
        })
        .toEqual(['HIT', true]);
    });

    test('an unknown product has no datasheet (the localized 404 page), nor has an unpublished one', async ({ request }) => {
      const unknown = await request.get(localized(locale, '/product/no-such-model-xyz/datasheet.pdf'));
      expect(unknown.status()).toBe(404);
      expect(unknown.headers()['content-type']).toContain('text/html');
      expect(await unknown.text()).toContain(`lang="${locale}"`);

      // Unpublished in the seed data.
      const unpublished = await request.get(localized(locale, `/product/${UNPUBLISHED}/datasheet.pdf`));
      expect(unpublished.status()).toBe(404);
      expect(unpublished.headers()['content-type']).not.toContain('pdf');
      // Shared caches keep it a minute, like the 404 pages: a product published later gets its datasheet soon.
      expect(unpublished.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    });
  });
}
