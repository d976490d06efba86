import { expect, test } from '../../support/test';

// The partner form's server HTML, without a browser: it must work before and without JavaScript. The forms in use
// are tested in Chromium in tests/e2e/ui/lead-forms.spec.ts.

test('the partner form has its countries, with our market first, in the server HTML', async ({ request }) => {
  const html = await (await request.get('/ru/becomepartner')).text();
  const options = [...html.matchAll(/<option value="([A-Z]{2})">/g)].map((m) => m[1]);
  expect(options.slice(0, 9)).toEqual(['RU', 'BY', 'KZ', 'UZ', 'KG', 'AM', 'AZ', 'TJ', 'TM']);
  expect(options.length).toBeGreaterThan(240);
  expect(html).toContain('<option value="RU">Россия</option>');
  expect(html).toMatch(/<form[^>]*data-testid="partner-form"[^>]*method="POST"|<form[^>]*method="POST"[^>]*data-testid="partner-form"/);
  expect(html).toMatch(/<select[^>]*name="region"/);
});
