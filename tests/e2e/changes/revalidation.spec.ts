import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN_TOKEN, TEST_DIST_DIR } from '../../support/e2e-settings.mjs';
import { expect, test } from '../../support/test';

// Revalidating the whole catalogue makes every page render again: in the `changes` project, after the tests that
// read the pages as the seed made them (a revalidation in the middle of those would only cost time).

/** The newest modification time of any file in the build folder. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

test('POST /api/revalidate needs the admin token', async ({ request }) => {
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  expect((await request.post('/api/revalidate', { headers: { Authorization: 'Bearer wrong-token-wrong-token-xx' } })).status()).toBe(401);
  const ok = await request.post('/api/revalidate', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ message: 'REVALIDATED' });
  expect((await request.get('/en/product/fcu-200')).status()).toBe(200);
});

// A build is only read by the servers that run it (the cache handler keeps pages in memory or Redis), so one build
// serves every server of a run and is never copied while a server writes into it (Node 20's copy of a file that
// shrinks meanwhile never ends: it hung a CI run).
test('rendering, caching and revalidating pages writes nothing into the build folder', async ({ request }) => {
  const since = Date.now();
  const pages = ['/about-us', '/ru/product', '/en/product/cst-100', '/product/cst-100/datasheet.pdf', '/sitemap.xml'];
  for (const page of pages) expect((await request.get(page)).status(), page).toBe(200);
  expect((await request.post('/api/revalidate', { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })).status()).toBe(200);
  for (const page of pages) expect((await request.get(page)).status(), page).toBe(200);
  expect(newestChange(TEST_DIST_DIR)).toBeLessThan(since);
});
