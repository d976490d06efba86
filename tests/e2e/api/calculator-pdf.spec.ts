import { expect, test } from '../../support/test';
import { one, pdfText, serverPage, squeeze } from '../../support/catalogue-pages';
import { LOCALES, localized, t } from '../../support/e2e';

// Issue 36, item 5: the calculator's result as a one-page PDF, over HTTP: linked from the result page with the same
// query, sent as a noindex attachment in the page's language, and no PDF for a query without a result. (What the PDF
// prints and that it fits on one page: unit/calculator-pdf.test.ts.)

/** The engineer's example as the form submits it: 60 m², average sun, 6 people, 1.8 kW of equipment → 8.25 kW. */
const QUERY = 'area=60&height=2.7&sun=medium&people=6&equipment=1800';

for (const locale of LOCALES) {
  test(`the result page in ${locale} links its PDF with the same query, sent as a noindex attachment in ${locale}`, async ({ request }) => {
    const { document } = await serverPage(request, localized(locale, `/calculator?${QUERY}`));
    const link = one(document, '[data-testid="calculator-result"] [data-testid="calculator-pdf-link"]');
    expect(link.getAttribute('href')).toBe(localized(locale, `/calculator/result.pdf?${QUERY}`));
    expect(squeeze(link.textContent ?? '')).toContain(t(locale, 'Calculator.pdf.download'));

    const response = await request.get(link.getAttribute('href')!);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/pdf');
    const fileName = `Aeris-Clima_${t(locale, 'Calculator.pdf.fileName')}_8.25kW_${locale}.pdf`;
    expect(headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7E]+\.pdf"; /);
    expect(headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(headers['x-robots-tag']).toBe('noindex');
    // Made per request like the result page: no cache keeps it (the catalogue's prices and the date change).
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(pdfText(await response.body())).toContain(t(locale, 'Calculator.title'));
  });
}

test('a PDF of no result sends the visitor to the calculator with the same values, which shows what is wrong', async ({ request }) => {
  const invalid = await request.get('/ru/calculator/result.pdf?area=&people=6', { maxRedirects: 0 });
  expect(invalid.status()).toBe(303);
  expect(invalid.headers()['location']).toBe('/ru/calculator?area=&people=6');
  const { document } = await serverPage(request, invalid.headers()['location']!);
  expect(squeeze(one(document, '[data-testid="calculator-errors"]').textContent ?? '')).toBe(t('ru', 'Calculator.errors.summary'));
  expect(document.querySelector('[data-testid="calculator-pdf-link"]')).toBeNull();

  const empty = await request.get('/calculator/result.pdf', { maxRedirects: 0 });
  expect(empty.status()).toBe(303);
  expect(empty.headers()['location']).toBe('/calculator');
});
