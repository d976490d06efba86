import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaign, pauseCampaign, queueCampaignMessages, resumeCampaign, sendCampaign, startSending } from '@/lib/admin/campaigns/service';
import { campaignSchema } from '@/lib/admin/campaigns/schema';
import { createPrismaClient } from '@/lib/prisma-client';
import { enqueueMail } from '@/lib/mail/outbox';
import { MailSender } from '@/lib/mail/sender';
import { createTransport } from '@/lib/mail/transport';
import { isValidUnsubscribeToken, unsubscribeTokenId } from '@/lib/newsletter/tokens';
import { createTestDatabase } from '../support/test-db';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { rawHeader } from '../support/mail-headers';

const SECRET = 'campaign-test-secret-0123456789';
const actor = { id: null, email: 'editor@example.test' };

let testDb: ReturnType<typeof createTestDatabase>;
// The service's `db` is this test's own database.
vi.mock('@/lib/db', () => ({
  get db() {
    return testDb.prisma;
  },
}));
let smtp: SmtpTestServer | undefined;

beforeEach(() => {
  testDb = createTestDatabase();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await testDb.cleanup();
});

async function subscriber(email: string, status: 'pending' | 'subscribed' | 'unsubscribed' = 'subscribed', locale = 'it') {
  return testDb.prisma.subscriber.create({
    data: {
      email,
      status,
      locale,
      confirmedAt: status === 'pending' ? null : new Date(Date.now() - 86_400_000),
      consentAt: new Date(),
      consentSourcePage: '/',
      consentIp: '192.0.2.1',
      consentUserAgent: 'test',
      consentTextVersion: 'test',
    },
  });
}

async function draft(locales: Array<'it' | 'ru' | 'en'> = ['it', 'ru']) {
  const form = campaignSchema.parse({
    name: 'Spring news',
    locales,
    subject_it: 'Novità di primavera',
    body_it: 'Ciao **a tutti**.\n\n<script>alert(1)</script>',
    subject_ru: 'Весенние новости',
    body_ru: 'Здравствуйте!',
    subject_en: '',
    body_en: '',
  });
  const created = await createCampaign(actor, form);
  if (!created.ok) throw new Error('not created');
  return created.id;
}

function sender(url: string, campaignRatePerMinute = 60) {
  return new MailSender({
    db: testDb.prisma,
    transport: createTransport({ smtpUrl: url, mailDir: 'var/test/unused-mail' }),
    from: 'Test <no-reply@example.test>',
    retryBaseSeconds: 60,
    campaignRatePerMinute,
  });
}


const rowsOf = (campaignId: string) => testDb.prisma.outboxMessage.findMany({ where: { campaignId }, orderBy: { to: 'asc' } });

describe('campaign queueing', () => {
  it('queues one message per confirmed subscriber of the chosen locales, and nothing more when sent again', async () => {
    await subscriber('a@example.test');
    await subscriber('b@example.test', 'subscribed', 'ru');
    await subscriber('c@example.test');
    await subscriber('gone@example.test', 'unsubscribed');
    await subscriber('waiting@example.test', 'pending');
    await subscriber('english@example.test', 'subscribed', 'en');
    const id = await draft();

    const first = await sendCampaign(actor, id, 1, SECRET);
    expect(first).toEqual({ ok: true, queued: 3 });
    // A second press with the same form (same version) queues nothing: the campaign is no draft any more.
    expect(await sendCampaign(actor, id, 1, SECRET)).toEqual({ ok: false, code: 'NOT_DRAFT' });
    // Queueing again directly (as a retry would) adds nothing either.
    expect(await testDb.prisma.$transaction((tx) => queueCampaignMessages(tx, id, SECRET))).toBe(0);

    const rows = await rowsOf(id);
    expect(rows.map((row) => row.to)).toEqual(['a@example.test', 'b@example.test', 'c@example.test']);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(3);
    expect(rows.every((row) => row.priority === 1 && row.kind === 'campaign')).toBe(true);
    // The subscriber's own Russian text, and raw HTML of the Markdown shown as text, never as markup.
    expect(rows[1]!.subject).toBe('Весенние новости');
    expect(rows[0]!.html).toContain('&lt;script&gt;');
    expect(rows[0]!.html).not.toContain('<script>');
    expect(rows[0]!.text).toContain('Ciao a tutti.');
  });

  it('two editors pressing send at once (two servers on one database) queue each subscriber once', async () => {
    for (const name of ['p', 'q', 'r', 's']) await subscriber(`${name}@example.test`);
    const id = await draft(['it']);
    const other = createPrismaClient(testDb.url);
    try {
      const start = (client: typeof other) => client.$transaction((tx) => startSending(tx, actor, id, 1, SECRET));
      const results = await Promise.allSettled([start(testDb.prisma), start(other)]);
      const succeeded = results.filter((result) => result.status === 'fulfilled' && result.value.ok);
      expect(succeeded).toHaveLength(1);
    } finally {
      await other.$disconnect();
    }
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.subscriberId)).size).toBe(4);
  });

  it('the unique key refuses a second row for the same campaign and subscriber', async () => {
    const { id: subscriberId } = await subscriber('dup@example.test');
    const id = await draft(['it']);
    await sendCampaign(actor, id, 1, SECRET);
    await expect(
      testDb.prisma.$transaction((tx) =>
        enqueueMail(tx, { kind: 'campaign', to: 'dup@example.test', subject: 's', html: 'h', text: 't', priority: 1, campaignId: id, subscriberId }),
      ),
    ).rejects.toMatchObject({ code: 'P2002' });
    expect(await rowsOf(id)).toHaveLength(1);
  });
});

describe('campaign delivery', () => {
  it("gives every subscriber their own one-click unsubscribe headers and link, and the campaign is done at the end", async () => {
    smtp = await startSmtpServer();
    const subscribers = [await subscriber('one@example.test'), await subscriber('two@example.test', 'subscribed', 'ru')];
    const id = await draft();
    await sendCampaign(actor, id, 1, SECRET);
    expect(await sender(smtp.url).runOnce()).toBe(2);
    for (const row of subscribers) {
      const [mail] = await smtp.waitFor(row.email);
      const header = rawHeader(mail!, 'list-unsubscribe');
      const token = decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);
      expect(unsubscribeTokenId(token)).toBe(row.id);
      expect(isValidUnsubscribeToken(token, row, SECRET)).toBe(true);
      expect(rawHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail!.text).toContain(`token=${encodeURIComponent(token)}`);
    }
    expect((await testDb.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('done');
  });

  it('sends at most MAIL_RATE_PER_MINUTE campaign mails a minute, and never holds back transactional mail', async () => {
    smtp = await startSmtpServer();
    for (let i = 0; i < 5; i += 1) await subscriber(`bulk${i}@example.test`);
    const id = await draft(['it']);
    await sendCampaign(actor, id, 1, SECRET);
    for (const to of ['reset@example.test', 'lead@example.test']) {
      await testDb.prisma.$transaction((tx) => enqueueMail(tx, { kind: 'staff-password-reset', to, subject: 'Reset', html: '<p>x</p>', text: 'x' }));
    }
    const loop = sender(smtp.url, 2);
    await loop.runOnce();
    const campaignSent = () => testDb.prisma.outboxMessage.count({ where: { campaignId: id, status: 'sent' } });
    expect(await campaignSent()).toBe(2);
    expect(await testDb.prisma.outboxMessage.count({ where: { priority: 0, status: 'sent' } })).toBe(2);

    // Within the same minute nothing more goes out, also from a second sender (the count is in the database)…
    expect(await loop.runOnce()).toBe(0);
    expect(await sender(smtp.url, 2).runOnce()).toBe(0);
    // …but transactional mail queued meanwhile does.
    await testDb.prisma.$transaction((tx) => enqueueMail(tx, { kind: 'newsletter-confirmation', to: 'new@example.test', subject: 'Confirm', html: '<p>x</p>', text: 'x' }));
    expect(await loop.runOnce()).toBe(1);
    expect(await campaignSent()).toBe(2);
    // The next sender sleeps until the window frees a place, not less.
    const due = await loop.nextDueAt();
    expect(due!.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // A minute later (moved instead of waited for), two more.
    await testDb.prisma.outboxMessage.updateMany({ where: { status: 'sent' }, data: { sentAt: new Date(Date.now() - 61_000) } });
    await loop.runOnce();
    expect(await campaignSent()).toBe(4);
    expect(smtp.received).toHaveLength(7);
  });

  it('cancels, never sends, the mail of a subscriber who unsubscribed while it was queued', async () => {
    smtp = await startSmtpServer();
    await subscriber('stays@example.test');
    const leaving = await subscriber('leaves@example.test');
    const id = await draft(['it']);
    await sendCampaign(actor, id, 1, SECRET);
    await testDb.prisma.subscriber.update({ where: { id: leaving.id }, data: { status: 'unsubscribed', unsubscribedAt: new Date() } });
    await sender(smtp.url).runOnce();
    await smtp.waitFor('stays@example.test');
    expect(smtp.to('leaves@example.test')).toHaveLength(0);
    const row = await testDb.prisma.outboxMessage.findFirstOrThrow({ where: { campaignId: id, subscriberId: leaving.id } });
    expect(row.status).toBe('cancelled');
    expect((await testDb.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('done');
  });

  it('sends nothing of a paused campaign until it is resumed', async () => {
    smtp = await startSmtpServer();
    await subscriber('held@example.test');
    const id = await draft(['it']);
    await sendCampaign(actor, id, 1, SECRET);
    expect(await pauseCampaign(actor, id)).toEqual({ ok: true });
    const loop = sender(smtp.url);
    expect(await loop.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    // A paused campaign's mail does not keep the sender busy.
    expect(await loop.nextDueAt()).toBeNull();
    expect((await testDb.prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe('paused');

    expect(await resumeCampaign(actor, id)).toEqual({ ok: true });
    expect(await loop.runOnce()).toBe(1);
    await smtp.waitFor('held@example.test');
    const audit = await testDb.prisma.auditLog.findMany({ where: { entityId: id }, orderBy: { at: 'asc' } });
    expect(audit.map((entry) => entry.action)).toEqual(['campaign.create', 'campaign.send', 'campaign.pause', 'campaign.resume']);
  });
});
