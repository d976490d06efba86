import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignSchema } from '@/lib/admin/campaigns/schema';
import { createCampaign, sendCampaign } from '@/lib/admin/campaigns/service';
import { isValidUnsubscribeToken, unsubscribeTokenId } from '@/lib/newsletter/tokens';
import { startHoldingSmtpServer } from '../support/smtp-hold';
import { createTestDatabase } from '../support/test-db';
import { rawHeader } from '../support/mail-headers';

// A campaign reaches each confirmed subscriber once, with their own one-click unsubscribe headers, even when the
// sending process dies in the middle of an SMTP exchange: the outbox's sender (tests/support/campaign-sender.ts,
// the server's MailSender and loop) runs in a child process that is killed with SIGKILL while a real SMTP server
// (tests/support/smtp-hold.ts) holds a message's DATA unanswered; a second sender process on the same SQLite file
// finishes the campaign. (On the shared end-to-end server a campaign would go to every other test's subscribers:
// tests/e2e/ui/admin-campaigns.spec.ts keeps the back-office screens only.)

const SECRET = 'campaign-crash-secret-0123456789';
const actor = { id: null, email: 'editor@staff.test' };

let testDb: ReturnType<typeof createTestDatabase>;
// The service's `db` is this test's own database.
vi.mock('@/lib/db', () => ({
  get db() {
    return testDb.prisma;
  },
}));
let smtp: Awaited<ReturnType<typeof startHoldingSmtpServer>>;
const children: ChildProcess[] = [];

beforeEach(async () => {
  testDb = createTestDatabase();
  smtp = await startHoldingSmtpServer();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await stop(child, 'SIGKILL');
  await smtp.close();
  await testDb.cleanup();
});

/** A sender process on the test's database and SMTP server. */
function startSender(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/campaign-sender.ts', testDb.url, smtp.url], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
}

function stop(child: ChildProcess, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function subscriber(email: string, locale: string, status: 'subscribed' | 'unsubscribed' = 'subscribed') {
  return testDb.prisma.subscriber.create({
    data: {
      email,
      status,
      locale,
      confirmedAt: new Date(Date.now() - 86_400_000),
      unsubscribedAt: status === 'unsubscribed' ? new Date() : null,
      consentAt: new Date(),
      consentSourcePage: '/',
      consentIp: '192.0.2.1',
      consentUserAgent: 'test',
      consentTextVersion: 'test',
    },
  });
}


describe('a newsletter campaign', () => {
  it('reaches 3 confirmed subscribers once each, with their own unsubscribe headers, across a kill in mid-SMTP', async () => {
    const db = testDb.prisma;
    const readers = [await subscriber('anna@example.test', 'it'), await subscriber('boris@example.test', 'ru'), await subscriber('clare@example.test', 'en')];
    await subscriber('left@example.test', 'it', 'unsubscribed');
    const form = campaignSchema.parse({
      name: 'Autumn news',
      locales: ['it', 'ru', 'en'],
      subject_it: 'Novità d’autunno',
      body_it: 'Novità d’autunno: **new** units.',
      subject_ru: 'Осенние новости',
      body_ru: 'Осенние новости: **new** units.',
      subject_en: 'Autumn news',
      body_en: 'Autumn news: **new** units.',
    });
    const created = await createCampaign(actor, form);
    if (!created.ok) throw new Error(`not created: ${created.code}`);
    const id = created.id;
    expect(await sendCampaign(actor, id, 1, SECRET)).toEqual({ ok: true, queued: 3 });

    // The second message's DATA is never acknowledged: the sender is killed while it waits for the answer.
    smtp.holdMessage(2);
    const first = startSender();
    await smtp.waitUntil(() => smtp.received.length === 1 && smtp.held.length === 1);
    await stop(first, 'SIGKILL');
    smtp.holdMessage(null);
    const statuses = async () => (await db.outboxMessage.findMany({ where: { campaignId: id }, select: { status: true } })).map((row) => row.status).sort();
    expect(await statuses()).toEqual(['pending', 'sending', 'sent']);

    // The killed sender's claim would expire after its claim period (five minutes): move it instead of waiting.
    const claimed = await db.outboxMessage.updateMany({ where: { campaignId: id, status: 'sending' }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(claimed.count).toBe(1);
    const second = startSender();
    await smtp.waitUntil(() => readers.every((reader) => smtp.to(reader.email).length > 0));
    await expect.poll(async () => (await db.campaign.findUniqueOrThrow({ where: { id } })).status, { timeout: 15_000 }).toBe('done');
    await stop(second, 'SIGTERM');

    // Three messages delivered, one each; the held one was sent again with its own Message-ID.
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(3);
    expect(smtp.received.map((mail) => mail.messageId)).toContain(smtp.held[0]!.messageId);
    expect(smtp.to('left@example.test')).toHaveLength(0);
    const all = [...smtp.received, ...smtp.held];
    for (const reader of readers) {
      const mails = all.filter((mail) => mail.envelopeTo.includes(reader.email));
      // At least once, and a repeat carries the same Message-ID (the held one came twice).
      expect(smtp.to(reader.email)).toHaveLength(1);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(1);
      const header = rawHeader(mails[0]!, 'list-unsubscribe');
      const token = decodeURIComponent(/token=([^>]+)>/.exec(header)?.[1] ?? '');
      expect(unsubscribeTokenId(token)).toBe(reader.id);
      expect(isValidUnsubscribeToken(token, reader, SECRET)).toBe(true);
      expect(rawHeader(mails[0]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mails[0]!.text).toContain(encodeURIComponent(token));
    }

    const rows = await db.outboxMessage.findMany({ where: { campaignId: id } });
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const audit = await db.auditLog.findMany({ where: { entityId: id }, orderBy: { at: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual(['campaign.create', 'campaign.send']);
  }, 90_000);
});
