import { expect, test } from '../../support/test';
import { localized, t } from '../../support/e2e';
import { parseDocument } from '../../support/catalogue-pages';

// The shell as the server sends it, before any script: what a browser without JavaScript gets. The shell in a
// browser (menus, focus, scrolling) is in tests/e2e/ui/shell.spec.ts.

// The engineers' and dealers' tools have no place of their own in the header the specification draws: they are in
// the Products panel, the phone menu (tests/e2e/ui/shell.spec.ts) and the footer; the references only once there is
// a project (the shared test server's seeded database has none).
test.describe('tools in the menus and the footer', () => {
  test('the footer lists the tools without JavaScript', async ({ request }) => {
    const response = await request.get('/en/about-us');
    expect(response.status()).toBe(200);
    const footer = parseDocument(await response.text()).querySelector('[data-testid="footer-tools"]');
    expect(footer).not.toBeNull();
    const links = [...footer!.querySelectorAll('a')].map((link) => ({ name: link.textContent?.trim(), href: link.getAttribute('href') }));
    for (const [key, path] of [
      ['Nav.calculator', '/calculator'],
      ['Nav.documents', '/documents'],
      ['Nav.dealers', '/dealers'],
    ] as const) {
      expect(links.filter((link) => link.name === t('en', key)), key).toEqual([{ name: t('en', key), href: localized('en', path) }]);
    }
    expect(links.filter((link) => link.name === t('en', 'Nav.projects'))).toEqual([]);
  });
});
