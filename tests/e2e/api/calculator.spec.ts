import { expect, test } from '../../support/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { one, serverPage, squeeze } from '../../support/catalogue-pages';
import { LOCALES, localized, t, type Locale } from '../../support/e2e';
import { db } from '../../support/factories';

// Issue 15, items 3 and 4, as the server sends them: capacities in BTU/h beside kW in the product page's HTML, the
// calculator's answer to bad values, its metadata and the links to it. (The list's capacity filter and the
// calculator's answer with and without JavaScript: ui/calculator.spec.ts.)

/** 3.5 kW = 11 942 BTU/h, grouped as each language writes it. */
const WS35_BTU: Record<Locale, string> = { it: '11.942', ru: '11\u00A0942', en: '11,942' };
const NBSP = '\u00A0';

/** The control a label names (its text begins with `name`), as getByLabel finds it. */
function labelled(document: Document, name: string): Element {
  const label = [...document.querySelectorAll('label')].find((element) => squeeze(element.textContent ?? '').startsWith(name));
  if (!label) throw new Error(`No label ${name}`);
  return one(document, `#${label.htmlFor}`);
}

/** The texts that describe a control (aria-describedby): its hint and its error. */
const descriptions = (document: Document, control: Element) =>
  (control.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => squeeze(document.getElementById(id)?.textContent ?? ''));

for (const locale of LOCALES) {
  test.describe(`units and calculator in ${locale}`, () => {
    test('a product page shows the capacity in BTU/h beside kW in its server HTML', async ({ request }) => {
      const { document } = await serverPage(request, localized(locale, '/product/ws-35r32'));
      // Electrical power stays in kilowatts only: BTU/h is given for the cooling and the heating capacity.
      const btu = document.querySelectorAll('[data-testid="spec-table"] td small');
      expect(btu).toHaveLength(2);
      expect(btu[0]!.textContent).toBe(`${WS35_BTU[locale]}${NBSP}${t(locale, 'Catalogue.units.btuh')}`);
      expect(btu[0]!.parentElement!.textContent).toContain(t(locale, 'Catalogue.units.kw'));
    });

    test("a bad value gets its field's message and no result; the result page is noindex with the calculator as canonical", async ({ request }) => {
      const { document } = await serverPage(request, localized(locale, '/calculator?area=&height=abc&people=2'));
      expect(document.querySelectorAll('[data-testid="calculator-result"]')).toHaveLength(0);
      expect(squeeze(one(document, '[data-testid="calculator-errors"]').textContent ?? '')).toBe(t(locale, 'Calculator.errors.summary'));
      const area = labelled(document, t(locale, 'Calculator.fields.area'));
      expect(area.getAttribute('aria-invalid')).toBe('true');
      expect(descriptions(document, area)).toContain(t(locale, 'Calculator.errors.required'));
      const height = labelled(document, t(locale, 'Calculator.fields.height'));
      expect(height.getAttribute('aria-invalid')).toBe('true');
      expect(descriptions(document, height)).toContain(t(locale, 'Calculator.errors.number'));
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE_URL}${localized(locale, '/calculator')}`);

      const blank = (await serverPage(request, localized(locale, '/calculator'))).document;
      expect(squeeze(one(blank, 'h1').textContent ?? '')).toBe(t(locale, 'Calculator.title'));
      expect(blank.querySelectorAll('meta[name="robots"][content*="noindex"]')).toHaveLength(0);
    });
  });
}

test('the calculator is reachable from the footer and the product list', async ({ request }) => {
  const links = (document: Document, within: string) =>
    [...document.querySelectorAll(`${within} a`)].map((link) => ({ name: squeeze(link.textContent ?? ''), href: link.getAttribute('href') }));
  const list = (await serverPage(request, '/product')).document;
  expect(links(list, '[data-testid="filters-panel"]').find((link) => /Calcola/.test(link.name))?.href).toBe('/calculator');
  const calculator = await serverPage(request, '/calculator');
  expect(calculator.response.status()).toBe(200);
  expect(links(calculator.document, 'footer').find((link) => link.name === t('it', 'Nav.calculator'))?.href).toBe('/calculator');
});

test('the calculator ranks the nearest adequate unit first and lists hydronic units apart (60 m², 6 people, 1.8 kW → 8.25 kW)', async ({ request }) => {
  const { document } = await serverPage(request, '/en/calculator?area=60&sun=medium&people=6&equipment=1800');
  expect(squeeze(one(document, '[data-testid="calculator-load"]').textContent ?? '')).toMatch(/^8\.25/);
  const slugsOf = (group: string) =>
    [...document.querySelectorAll(`[data-testid="calculator-group-${group}"] [data-testid="calculator-suggestion"]`)].map(
      (item) => (item.querySelector('a[href*="/product/"]')?.getAttribute('href') ?? '').split('/').pop()!,
    );
  const [direct, hydronic] = [slugsOf('direct'), slugsOf('hydronic')];
  const products = await db.product.findMany({ where: { slug: { in: [...direct, ...hydronic] } }, include: { category: { include: { parent: true } } } });
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const family = (slug: string) => bySlug.get(slug)!.category.parent?.slug ?? bySlug.get(slug)!.category.slug;
  expect(hydronic.length).toBeGreaterThan(0);
  expect(hydronic.every((slug) => ['chillers', 'fan-coils'].includes(family(slug)))).toBe(true);
  expect(direct.some((slug) => ['chillers', 'fan-coils'].includes(family(slug)))).toBe(false);
  // The direct units that cover the load come first, the smallest first; the undersized after them, marked.
  const capacities = direct.map((slug) => Number(bySlug.get(slug)!.coolingCapacityKw));
  const adequate = capacities.filter((capacity) => capacity >= 8.25);
  expect(capacities.slice(0, adequate.length)).toEqual([...adequate].sort((a, b) => a - b));
  expect(capacities.slice(adequate.length).every((capacity) => capacity < 8.25)).toBe(true);
  const notes = document.querySelectorAll('[data-testid="calculator-group-direct"] [data-testid="calculator-suggestion-note"]');
  expect(notes).toHaveLength(capacities.length - adequate.length);
});
