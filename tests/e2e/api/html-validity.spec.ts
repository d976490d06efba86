import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../support/test';

// Every page type's server HTML through the Nu HTML Checker (vnu-jar, with the Java on the machine): no
// error. Warnings are left to the checker's judgement; errors are invalid HTML. The pages are the seed's.

// The checker is a Java program: its start and its check of twenty pages take about 5 s on an idle machine, more
// than the default 30 s may be needed on a busy one.
test.describe.configure({ timeout: 60_000 });

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
  '/consent/processing',
  '/ru/consent/processing/1',
  '/en/consent/transfer',
  '/ru/your-data',
  '/en/your-data/request?token=x',
  '/your-data/withdraw?token=x',
  '/nope',
];

test('every page type is valid HTML for the Nu HTML Checker', async ({ request }) => {
  // A directory of this run's own: another run may be checking its pages at the same time.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = await Promise.all(
    PAGES.map(async (url, index) => {
      const response = await request.get(url);
      const file = path.join(dir, `${String(index).padStart(2, '0')}-${url.replace(/[^a-z0-9]+/gi, '_')}.html`);
      fs.writeFileSync(file, await response.text());
      return file;
    }),
  );
  const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
  let output = '';
  try {
    // Asynchronous, so that the test's timeout can still fire in this worker; the checker has a limit of its own.
    await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', timeout: 80_000, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    // vnu exits non-zero when it finds errors and writes its JSON report to stderr. No exit code (no Java, the
    // checker killed at its time limit) or no report is a failure of the check, not a pass.
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (typeof code !== 'number' || !stderr) throw error;
    output = stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const messages = output ? ((JSON.parse(output) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages ?? []) : [];
  const errors = messages.filter((m) => m.type === 'error').map((m) => `${path.basename(m.url)}: ${m.message} — ${m.extract ?? ''}`);
  expect(errors).toEqual([]);
});
