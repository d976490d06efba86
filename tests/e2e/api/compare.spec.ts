import { expect, test } from '../../support/test';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { serverPage } from '../../support/catalogue-pages';
import { LOCALES, localized, t } from '../../support/e2e';

// Issue 15, item 2: the compare page as the server sends it. (Picking, the tray and the layout: ui/compare.spec.ts.)

/** Three families: a split, an air-cooled chiller and a fan coil (seed data). */
const MIXED = ['ws-35r32', 'ach-020s', 'fcu-200'];

for (const locale of LOCALES) {
  test(`compare in ${locale}: noindex with canonical /product and no cookie; a split, a chiller and a fan coil share the cooling capacity row with BTU/h`, async ({
    request,
  }) => {
    const { response, document } = await serverPage(request, `${localized(locale, '/product/compare')}?items=${MIXED.join(',')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE_URL}${localized(locale, '/product')}`);
    expect(document.querySelectorAll('[data-testid="compare-column"]')).toHaveLength(3);
    // The specification rows (the price and datasheet rows have no group and are left out).
    const rows = [...document.querySelectorAll('[data-testid="compare-table"] tbody:not(:first-of-type) tr:has(th[scope="row"])')];
    const cooling = rows.find((row) => row.querySelector('th')?.textContent?.includes(t(locale, 'Catalogue.technical.coolingCapacity')));
    expect(cooling?.querySelectorAll('td small')).toHaveLength(3);
  });
}
