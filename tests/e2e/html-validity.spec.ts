import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Every page type's server HTML through the Nu HTML Checker (vnu-jar, with the Java on the machine): no
// error. Warnings are left to the checker's judgement; errors are invalid HTML.

const PAGES = [
  '/',
  '/ru',
  '/en/about-us',
  '/contacts',
  '/ru/contacts?product=ws-35r32',
  '/product',
  '/en/product?q=chiller&sort=capacity-desc',
  '/ru/product/ws-35r32',
  '/product/fcu-200',
  '/en/categories',
  '/categories/chillers',
  '/ru/categories/air-cooled-chillers',
  '/becomepartner',
  '/ru/becomepartner',
  '/en/privacy',
  '/calculator',
  '/ru/calculator?area=25&sun=high&people=2&equipment=300',
  '/en/calculator?area=&height=abc',
  '/confirm?token=x',
  '/ru/unsubscribe?token=x',
  '/nope',
];

test('every page type is valid HTML for the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = path.resolve('var/test/vnu');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const [index, url] of PAGES.entries()) {
    const response = await request.get(url);
    const file = path.join(dir, `${String(index).padStart(2, '0')}-${url.replace(/[^a-z0-9]+/gi, '_')}.html`);
    fs.writeFileSync(file, await response.text());
    files.push(file);
  }
  const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
  let output = '';
  try {
    execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
    output = String((error as { stderr?: string }).stderr ?? '');
  }
  const messages = output ? ((JSON.parse(output) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages ?? []) : [];
  const errors = messages.filter((m) => m.type === 'error').map((m) => `${path.basename(m.url)}: ${m.message} — ${m.extract ?? ''}`);
  expect(errors).toEqual([]);
});
