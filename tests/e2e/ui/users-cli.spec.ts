import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BASE_URL } from '../../support/e2e-settings.mjs';
import { E2E_DATABASE_URL } from '../../support/e2e';
import { clientIp, db, unique } from '../../support/factories';
import { postJson } from '../../support/forms';
import { signIn } from '../../support/staff';
import { expect, test } from '../../support/test';

// Issue 25: the owner invites staff from the server's shell (`npm run users -- invite`) while the site is taking
// writes on the same SQLite file; the command must not fail on the site's locks, and the site goes on writing.
// The real command on the shared server's database, while a loop sends it about 20 subscriptions a second.

// The command installs nothing here but checks its steps and starts tsx: seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

const run = promisify(execFile);

test('`npm run users -- invite <email> <role>` works while the site takes writes on the same SQLite database', async ({ page, request }) => {
  const email = `editor-${unique()}@staff.test`;

  // The site's writes: a subscription every 50 ms, each with an address of its own.
  const token = unique();
  const answers: { status: number; sentAt: number; answeredAt: number }[] = [];
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  const writes = setInterval(() => {
    const sentAt = Date.now();
    const body = { email: `load${sent++}-${token}@example.test`, locale: 'it' };
    inFlight.push(postJson(request, '/api/subscribe', body).then((response) => void answers.push({ status: response.status(), sentAt, answeredAt: Date.now() })));
  }, 50);

  let output: { stdout: string; stderr: string };
  const started = Date.now();
  let ended: number;
  try {
    output = await run(process.execPath, ['lib/cli/run.mjs', 'lib/cli/users.ts', 'invite', email, 'editor'], {
      env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, SITE_URL: BASE_URL },
      timeout: 45_000,
      encoding: 'utf8',
    });
  } finally {
    ended = Date.now();
    clearInterval(writes);
    await Promise.all(inFlight);
  }

  // The command ended well (a failure rejects above with its code and output) and printed the link.
  const link = /(http\S+\/admin\/set-password\?token=\S+)/.exec(output.stdout)?.[1];
  expect(link, `${output.stdout}\n${output.stderr}`).toBeTruthy();
  expect(link!.startsWith(`${BASE_URL}/admin/set-password?token=`)).toBe(true);
  expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: 'editor' });

  // The site took writes while the command ran, and every one of them went through and was stored: the command's
  // writes never made a visitor's submission fail (SQLITE_BUSY_SNAPSHOT before lib/prisma-client.ts began
  // transactions IMMEDIATE; 5-second stalls before lib/db.ts kept one client per process).
  const during = answers.filter((answer) => answer.sentAt >= started && answer.answeredAt <= ended);
  expect(during.length, `answered during the command's ${ended - started} ms`).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(await db.subscriber.count({ where: { email: { endsWith: `-${token}@example.test` } } })).toBe(answers.length);

  // The link works: the set-password form, a password through it, and the sign-in takes that password.
  const form = await request.get(link!);
  expect(form.status()).toBe(200);
  expect(await form.text()).toMatch(/<input[^>]*name="password"/);
  const password = `correct horse battery ${unique()}`;
  await page.goto(link!);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="repeat"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/admin\/sign-in\?password=set/);
  // A client address of its own: sign-in attempts are counted per address.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() });
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  await signIn(page, BASE_URL, { id: user.id, email, password });
  expect(new URL(page.url()).pathname).toMatch(/^\/admin(\/|$)/);
  expect(new URL(page.url()).pathname).not.toMatch(/^\/admin\/(sign-in|set-password)/);
});
