import { BASE_URL } from '../../support/e2e-settings.mjs';
import { clientIp, db, unique } from '../../support/factories';
import { waitForMail } from '../../support/mailbox';
import { createStaff, signIn } from '../../support/staff';
import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';

// The outbox screen: a mail the sender gave up on is listed with its error (never its body), and "retry now" sends
// it through the shared server's sender to the capture SMTP server, with the Message-ID it was queued with.

// An admin's sign-in with enrolment, the screen with axe and a delivery: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Sign-ins spend a per-address budget: each test signs in from an address of its own.
test.use({ extraHTTPHeaders: async ({}, provide) => provide({ 'x-forwarded-for': clientIp() }) });

test.describe('outbox', () => {
  test('lists a failed message with its error, and "retry now" sends it with its Message-ID', async ({ page }) => {
    const token = unique();
    const to = `sales-${token}@example.test`;
    const failed = await db.outboxMessage.create({
      data: {
        messageId: `<retry-${token}@example.test>`,
        kind: 'lead-notification',
        to,
        subject: `Private subject ${token} with personal data`,
        html: `<p>secret body ${token}</p>`,
        text: `secret body ${token}`,
        status: 'failed',
        attempts: 3,
        lastError: 'EENVELOPE 550 Mailbox unavailable',
        failedAt: new Date(),
      },
    });
    await signIn(page, BASE_URL, await createStaff(db, 'admin'));
    await page.goto('/admin/outbox?status=failed');
    const row = page.getByTestId('outbox-row').filter({ hasText: to });
    await expect(row.getByTestId('outbox-error')).toHaveText('EENVELOPE 550 Mailbox unavailable');
    // Bodies are never shown, nor the subjects of mails other than staff ones.
    await expect(page.locator('body')).not.toContainText(`Private subject ${token}`);
    await expect(page.locator('body')).not.toContainText(`secret body ${token}`);
    await expectNoAxeViolations(page, 'outbox');

    await row.getByRole('button').click();
    await page.waitForURL(/result=retried/);
    const [mail] = await waitForMail(to);
    expect(mail!.messageId).toBe(failed.messageId);
    await expect.poll(async () => (await db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe('sent');
    const after = await db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } });
    expect(after.attempts).toBe(4);
    expect(await db.auditLog.count({ where: { action: 'outbox.retry', entityId: failed.id } })).toBe(1);
  });
});
