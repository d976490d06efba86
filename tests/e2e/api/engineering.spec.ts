import { expect, test } from '../../support/test';
import { escapeRegExp, LOCALES, localized, t, type Locale } from '../../support/e2e';
import { serverPage } from '../../support/catalogue-pages';

// Engineering data (issue 15, item 8) as the server sends it: the figures engineers compare on the product page in
// each language. (The list's filters: ui/engineering.spec.ts; an edit in the back office: changes/engineering.spec.ts.)

/** A specification row's figure and its unit as the page prints them (the unit sits in its own element). */
function cell(document: Document, label: string): { value: string; unit: string | null } {
  const rows = [...document.querySelectorAll('[data-testid="spec-table"] tr')].filter((row) => new RegExp(`^${escapeRegExp(label)}$`).test(row.querySelector('th')?.textContent ?? ''));
  expect(rows, label).toHaveLength(1);
  const td = rows[0]!.querySelector('td')!;
  return { value: td.firstChild?.textContent ?? '', unit: td.querySelector('span')?.textContent ?? null };
}

const decimal = (locale: Locale, text: string) => (locale === 'en' ? text : text.replace('.', ','));

for (const locale of LOCALES) {
  test.describe(`engineering data in ${locale}`, () => {
    const label = (key: string) => t(locale, `Catalogue.technical.${key}`);
    const unit = (code: string) => t(locale, `Catalogue.units.${code}`);

    test("a split's page shows its label classes, refrigerant, currents, piping and sound power in the locale's units", async ({ request }) => {
      const { document } = await serverPage(request, localized(locale, '/product/ws-35r32'));
      expect(cell(document, label('energyClass'))).toEqual({ value: 'A+++ / A++', unit: null });
      expect(cell(document, label('seer'))).toEqual({ value: decimal(locale, '8.5'), unit: null });
      expect(cell(document, label('refrigerant'))).toEqual({ value: 'R32', unit: null });
      expect(cell(document, label('refrigerantCharge'))).toEqual({ value: decimal(locale, '0.62'), unit: unit('kg') });
      expect(cell(document, label('maxCurrent'))).toEqual({ value: '7', unit: unit('a') });
      expect(cell(document, label('maxPipeLength'))).toEqual({ value: '25', unit: unit('m') });
      expect(cell(document, label('maxHeightDiff'))).toEqual({ value: '15', unit: unit('m') });
      expect(cell(document, label('soundPowerOutdoor'))).toEqual({ value: '61', unit: unit('dba') });
      if (locale === 'ru') expect([unit('a'), unit('m')]).toEqual(['А', 'м']);
      // A split has no water side.
      expect(document.querySelector('[data-testid="spec-table"]')!.textContent).not.toContain(label('waterFlow'));
    });

    test("a chiller's page shows ESEER, water flow and pressure drop, currents and sound power", async ({ request }) => {
      const { document } = await serverPage(request, localized(locale, '/product/ach-020s'));
      expect(cell(document, label('eseer'))).toEqual({ value: decimal(locale, '4.05'), unit: null });
      expect(cell(document, label('waterFlow'))).toEqual({ value: decimal(locale, '3.53'), unit: unit('m3h') });
      expect(cell(document, label('waterPressureDrop'))).toEqual({ value: '32', unit: unit('kpa') });
      expect(cell(document, label('maxCurrent'))).toEqual({ value: decimal(locale, '15.2'), unit: unit('a') });
      expect(cell(document, label('startingCurrent'))).toEqual({ value: decimal(locale, '49.5'), unit: unit('a') });
      expect(cell(document, label('soundPower'))).toEqual({ value: '76', unit: unit('dba') });
      expect(document.querySelector('[data-testid="spec-table"]')!.textContent).not.toContain(label('energyClass'));
    });
  });
}
