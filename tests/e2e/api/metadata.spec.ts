import { expect, test } from '../../support/test';
import { decodeEntities, LOCALES } from '../../support/e2e';
import { sitemapEntries } from '../../support/public-pages';

// Every indexable page (each sitemap's URLs, those of pages other tests made left out) has a title of at most 70
// characters and a description of at most 160, both unique within its language, and no title repeats the model code.

// Each test reads some eighty pages of a sitemap: about 5 s on an idle machine, above 20 s on a busy one.
test.describe.configure({ timeout: 60_000 });

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 160;

for (const locale of LOCALES) {
  test(`titles and descriptions are unique and within bounds on every page in ${locale}`, async ({ request }) => {
    const urls = (await sitemapEntries(request, locale)).map((entry) => new URL(entry.loc).pathname);
    expect(urls.length).toBeGreaterThan(70);
    const pages: { url: string; title: string; description: string }[] = [];
    for (let i = 0; i < urls.length; i += 8) {
      const batch = await Promise.all(
        urls.slice(i, i + 8).map(async (url) => {
          const html = decodeEntities(await (await request.get(url)).text());
          return {
            url,
            title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '',
            description: html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '',
          };
        }),
      );
      pages.push(...batch);
    }
    const problems: string[] = [];
    const seenTitles = new Map<string, string>();
    const seenDescriptions = new Map<string, string>();
    for (const { url, title, description } of pages) {
      if (!title) problems.push(`${url}: no title`);
      if ([...title].length > TITLE_MAX) problems.push(`${url}: title of ${[...title].length}: ${title}`);
      if (!description) problems.push(`${url}: no description`);
      if ([...description].length > DESCRIPTION_MAX) problems.push(`${url}: description of ${[...description].length}`);
      const code = title.match(/\b[A-Z]{2,4}[- ]?\d{2,4}[A-Z\d/ -]*\b/)?.[0]?.trim();
      if (code && title.split(code).length > 2) problems.push(`${url}: title repeats ${code}: ${title}`);
      if (seenTitles.has(title)) problems.push(`${url}: same title as ${seenTitles.get(title)}`);
      if (seenDescriptions.has(description)) problems.push(`${url}: same description as ${seenDescriptions.get(description)}`);
      seenTitles.set(title, url);
      seenDescriptions.set(description, url);
    }
    expect(problems).toEqual([]);
  });
}
