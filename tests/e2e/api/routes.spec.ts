import { expect, test } from '../../support/test';
import { decodeEntities, escapeRegExp, LOCALES, localized, SAMPLE_PARENT, t } from '../../support/e2e';

// Every route of the specification (product detail excepted: the catalogue has its own tests),
// with the key of its <title> in the messages files.
const ROUTES: { path: string; title: (locale: (typeof LOCALES)[number]) => string }[] = [
  { path: '/', title: (l) => t(l, 'Meta.home.title') },
  { path: '/about-us', title: (l) => t(l, 'Meta.about.title') },
  { path: '/contacts', title: (l) => t(l, 'Meta.contacts.title') },
  { path: '/product', title: (l) => t(l, 'Meta.products.title') },
  { path: '/categories', title: (l) => t(l, 'Meta.categories.title') },
  { path: `/categories/${SAMPLE_PARENT}`, title: () => '' },
  { path: '/becomepartner', title: (l) => t(l, 'Meta.becomepartner.title') },
  { path: '/privacy', title: (l) => t(l, 'Meta.privacy.title') },
  { path: '/confirm', title: (l) => t(l, 'Meta.confirm.title') },
  { path: '/unsubscribe', title: (l) => t(l, 'Meta.unsubscribe.title') },
];

for (const locale of LOCALES) {
  for (const route of ROUTES) {
    const url = localized(locale, route.path);
    test(`${url} answers 200 in ${locale} with its lang and title`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      expect(title).not.toBe('');
      if (route.title(locale)) expect(title).toMatch(new RegExp(`^${escapeRegExp(route.title(locale))} \\|`));
    });
  }
}

test('a category page has its own heading and title in each locale', async ({ request }) => {
  const headings = new Set<string>();
  const titles = new Set<string>();
  for (const locale of LOCALES) {
    const html = await (await request.get(localized(locale, `/categories/${SAMPLE_PARENT}`))).text();
    const h1 = decodeEntities(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '');
    const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    expect(h1).not.toBe('');
    expect(title).toMatch(/ \| /);
    headings.add(h1);
    titles.add(title);
  }
  expect(headings.size).toBe(3);
  expect(titles.size).toBe(3);
});
