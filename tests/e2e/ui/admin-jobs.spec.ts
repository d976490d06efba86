import { BASE_URL } from '../../support/e2e-settings.mjs';
import { clientIp, db, unique } from '../../support/factories';
import { createStaff, signIn } from '../../support/staff';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The failed-jobs screen and the shared server's job runner: a failed job is listed with its last error, and
// "retry now" makes it due at once, so the runner (woken by the action) runs it. The runner's rules (claims,
// back-off, dedupe) are Vitest's (tests/unit/jobs.test.ts); this only checks that a job due now runs.

// An admin's sign-in with enrolment, the screen with axe and a job run: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

test('a failed job is listed with its error, and "retry now" runs it', async ({ page }) => {
  const error = `CRM answered 503 (${unique()})`;
  const failed = await db.job.create({
    data: { kind: 'retention', payload: {}, status: 'failed', attempts: 5, lastError: error, runAt: new Date(), finishedAt: new Date() },
  });
  await signIn(page, BASE_URL, await createStaff(db, 'admin'));
  await page.goto('/admin/jobs');
  const card = page.getByTestId('failed-job').filter({ hasText: error });
  await expect(card.getByTestId('job-error')).toContainText(error);
  await expect(card).toContainText('Clean-up of expired data');
  await expectNoAxeViolations(page, 'jobs');

  await card.getByRole('button', { name: /^Retry now/ }).click();
  await page.waitForURL(/result=retried/);
  await expect(page.getByRole('status')).toHaveText('The job runs shortly.');
  await expect.poll(async () => (await db.job.findUniqueOrThrow({ where: { id: failed.id } })).status, { timeout: 20_000 }).toBe('done');
  expect(await db.auditLog.count({ where: { action: 'job.retry', entityId: failed.id } })).toBe(1);
});
