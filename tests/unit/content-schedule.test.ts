import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobKinds } from '@/lib/jobs/kinds';
import { useFakeClock } from '../support/fake-clock';
import { seededDatabase } from '../support/test-db';

// Scheduled publishing (issue 34, item 3) on the seed catalogue in a real SQLite file, with the application's
// clock stopped and moved by the test: what may be scheduled, the job that makes the change at its time through
// the content engine (as the editor who set it), the refresh it queues, and what cancels a schedule.

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => void revalidated.push(path), revalidateTag: () => undefined, unstable_cache: <T,>(fn: T) => fn }));
const announced = vi.hoisted(() => [] as string[][]);
vi.mock('@/lib/indexnow/announce', () => ({ announce: async (paths: string[]) => void announced.push(paths) }));

const db = seededDatabase();
const NOW = '2030-03-10T08:00:00Z';
const HOUR = 60 * 60 * 1000;
const editor = { id: 'maria-editor', email: 'maria@test.invalid' };
const staffAccount = (id: string, email: string) => db.prisma.user.create({ data: { id, email, name: email, role: 'editor', emailVerified: true } });

let lib: typeof import('@/lib/admin/content/schedule') & typeof import('@/lib/admin/catalogue/products');
let runner: () => Promise<number>;
const settled: unknown[] = [];
beforeAll(async () => {
  await staffAccount(editor.id, editor.email);
  lib = { ...(await import('@/lib/admin/content/schedule')), ...(await import('@/lib/admin/catalogue/products')) };
  const [{ JOB_KINDS }, { JobRunner }] = await Promise.all([import('@/lib/jobs/kinds'), import('@/lib/jobs/runner')]);
  // The refresh asks the server over HTTP, which this test has not: its payload is kept and handed to the handler's code.
  const kinds: JobKinds = { 'content-schedule': JOB_KINDS['content-schedule'], 'content-settle': { ...JOB_KINDS['content-settle'], effects: async (payload) => void settled.push(payload) } };
  runner = () => new JobRunner({ db: db.prisma, kinds, settings: { leadRetentionDays: 1095 } }).runOnce();
});
beforeEach(() => {
  settled.length = 0;
  revalidated.length = 0;
  announced.length = 0;
});

const product = (skip: number) => db.prisma.product.findFirstOrThrow({ where: { published: true }, orderBy: { slug: 'asc' }, skip });
const row = (id: string) => db.prisma.product.findUniqueOrThrow({ where: { id } });
const jobsOf = async (id: string) =>
  (await db.prisma.job.findMany({ where: { kind: 'content-schedule' }, orderBy: { createdAt: 'asc' } })).filter((job) => (job.payload as { id: string }).id === id);
const at = (ms: number) => new Date(Date.parse(NOW) + ms);

describe('scheduling', () => {
  it('refuses what the button would refuse now, a stale page, and a time outside a day ago … two years ahead', async () => {
    useFakeClock(NOW);
    const { id, version } = await product(0);
    // Published, without a draft: nothing to publish; the page was read at an older version; times out of range.
    expect(await lib.scheduleItem(lib.productType, editor, id, version, 'publish', at(HOUR))).toEqual({ ok: false, code: 'INVALID' });
    expect(await lib.scheduleItem(lib.productType, editor, id, version - 1, 'unpublish', at(HOUR))).toEqual({ ok: false, code: 'CONFLICT' });
    expect(await lib.scheduleItem(lib.productType, editor, id, version, 'unpublish', at(-25 * HOUR))).toEqual({ ok: false, code: 'SCHEDULE_TIME' });
    expect(await lib.scheduleItem(lib.productType, editor, id, version, 'unpublish', at(3 * 366 * 24 * HOUR))).toEqual({ ok: false, code: 'SCHEDULE_TIME' });
    // Unpublished and incomplete: publishing it at a time is refused as publishing it now is.
    await lib.unpublishProduct(editor, id, version);
    await db.prisma.productTranslation.update({ where: { productId_locale: { productId: id, locale: 'ru' } }, data: { name: '' } });
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(HOUR))).toEqual({ ok: false, code: 'INCOMPLETE' });
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'unpublish', at(HOUR))).toEqual({ ok: false, code: 'INVALID' });
    expect(await jobsOf(id)).toEqual([]);
  });

  it('keeps one schedule per item and action: a second time moves it, "Cancel" ends it; each is in the audit log', async () => {
    useFakeClock(NOW);
    const { id, version } = await product(1);
    expect(await lib.scheduleItem(lib.productType, editor, id, version, 'unpublish', at(HOUR))).toEqual({ ok: true, id });
    expect(await lib.scheduleItem(lib.productType, editor, id, version, 'unpublish', at(2 * HOUR))).toEqual({ ok: true, id });
    expect(await lib.readSchedules('product', id)).toEqual([{ action: 'unpublish', at: at(2 * HOUR), status: 'pending', by: editor.email, failure: null }]);
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['cancelled', 'pending']);
    expect(await lib.cancelSchedule(lib.productType, editor, id, 'unpublish')).toEqual({ ok: true, id });
    expect(await lib.readSchedules('product', id)).toEqual([]);
    expect(await lib.cancelSchedule(lib.productType, editor, id, 'unpublish')).toEqual({ ok: false, code: 'NOT_FOUND' });
    // Scheduling changes nothing on the item itself: its version (an open editor's form) stays.
    expect((await row(id)).version).toBe(version);
    const audit = await db.prisma.auditLog.findMany({ where: { entityId: id }, orderBy: { at: 'asc' } });
    expect(audit.map((entry) => [entry.action, (entry.meta as { at: string }).at])).toEqual([
      ['product.schedule', at(HOUR).toISOString()],
      ['product.schedule', at(2 * HOUR).toISOString()],
      ['product.schedule.cancel', at(2 * HOUR).toISOString()],
    ]);
  });
});

describe('the scheduled change', () => {
  it('publishes the draft at its time, not before, as the editor who set it, and queues the refresh a click makes', async () => {
    const clock = useFakeClock(NOW);
    const { id, slug, version } = await product(2);
    expect(await lib.addPicture(editor, id, version, '/uploads/products/scheduled-480.webp')).toEqual({ ok: true, id });
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(HOUR))).toEqual({ ok: true, id });

    clock.advance(HOUR - 1000);
    expect(await runner()).toBe(0);
    expect((await row(id)).pictures).not.toContain('/uploads/products/scheduled-480.webp');
    clock.advance(1000);
    expect(await runner()).toBe(1);
    expect((await row(id)).pictures).toContain('/uploads/products/scheduled-480.webp');
    expect(await db.prisma.contentDraft.count({ where: { entityId: id } })).toBe(0);
    const published = await db.prisma.contentVersion.findFirstOrThrow({ where: { entityId: id }, orderBy: { number: 'desc' } });
    expect(published).toMatchObject({ kind: 'publish', actorEmail: editor.email });
    const entry = await db.prisma.auditLog.findFirstOrThrow({ where: { entityId: id, action: 'product.publish' } });
    expect(entry.meta).toEqual({ version: published.number, scheduled: true });

    // The refresh runs in the next pass; given to the handler's code, it refreshes and announces what a click does.
    expect(await runner()).toBe(1);
    expect(settled).toEqual([expect.objectContaining({ entity: 'product' })]);
    await lib.settleContent(lib.settlePayload.parse(settled[0]));
    expect(revalidated).toEqual(expect.arrayContaining(['/sitemap.xml', `/ru/product/${slug}`, `/en/product/${slug}/datasheet.pdf`]));
    expect(announced).toEqual([expect.arrayContaining(['/product', `/product/${slug}`])]);
    expect(await lib.readSchedules('product', id)).toEqual([]);
  });

  it('publishes a time already passed in the next pass (the server was down), and unpublishes at its time', async () => {
    const clock = useFakeClock(NOW);
    const { id, version } = await product(3);
    await lib.unpublishProduct(editor, id, version);
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(-2 * HOUR))).toEqual({ ok: true, id });
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'unpublish', at(HOUR))).toEqual({ ok: false, code: 'INVALID' });
    expect(await runner()).toBe(1);
    expect((await row(id)).published).toBe(true);
    expect(await runner()).toBe(1); // its refresh
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'unpublish', at(HOUR))).toEqual({ ok: true, id });
    clock.advance(HOUR);
    expect(await runner()).toBe(1);
    expect((await row(id)).published).toBe(false);
    expect(await runner()).toBe(1); // its refresh
    expect(settled).toHaveLength(2);
    const entry = await db.prisma.auditLog.findFirstOrThrow({ where: { entityId: id, action: 'product.unpublish' }, orderBy: { at: 'desc' } });
    expect(entry.meta).toMatchObject({ scheduled: true });
  });

  it('fails for good, and says why on the panel, when a language was emptied since; nothing changes', async () => {
    const clock = useFakeClock(NOW);
    const { id, version } = await product(4);
    await lib.unpublishProduct(editor, id, version);
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(HOUR))).toEqual({ ok: true, id });
    await db.prisma.productTranslation.update({ where: { productId_locale: { productId: id, locale: 'en' } }, data: { description: '' } });
    clock.advance(HOUR);
    expect(await runner()).toBe(1);
    expect((await row(id)).published).toBe(false);
    expect(await lib.readSchedules('product', id)).toEqual([{ action: 'publish', at: at(HOUR), status: 'failed', by: editor.email, failure: 'INCOMPLETE' }]);
    expect(settled).toEqual([]);
    // Scheduled again once complete: the failed one is replaced.
    await db.prisma.productTranslation.update({ where: { productId_locale: { productId: id, locale: 'en' } }, data: { description: 'Complete again.' } });
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(2 * HOUR))).toEqual({ ok: true, id });
    expect((await lib.readSchedules('product', id)).map((s) => s.status)).toEqual(['pending']);
  });

  it('fails for good when the account that set it may no longer make it (disabled, or moved to sales); nothing changes', async () => {
    const clock = useFakeClock(NOW);
    const luca = { id: 'luca-editor', email: 'luca@test.invalid' };
    await staffAccount(luca.id, luca.email);
    const [first, second] = [await product(5), await product(6)];
    expect(await lib.scheduleItem(lib.productType, luca, first.id, first.version, 'unpublish', at(HOUR))).toEqual({ ok: true, id: first.id });
    await db.prisma.user.update({ where: { id: luca.id }, data: { banned: true } });
    clock.advance(HOUR);
    await runner();
    expect((await row(first.id)).published).toBe(true);
    expect(await lib.readSchedules('product', first.id)).toEqual([{ action: 'unpublish', at: at(HOUR), status: 'failed', by: luca.email, failure: 'FORBIDDEN' }]);
    // Enabled again, but in sales now: still not.
    await db.prisma.user.update({ where: { id: luca.id }, data: { banned: false, role: 'sales' } });
    expect(await lib.scheduleItem(lib.productType, luca, second.id, second.version, 'unpublish', at(2 * HOUR))).toEqual({ ok: true, id: second.id });
    clock.advance(HOUR);
    await runner();
    expect((await row(second.id)).published).toBe(true);
    expect((await lib.readSchedules('product', second.id)).map((s) => s.failure)).toEqual(['FORBIDDEN']);
    expect(settled).toEqual([]);
  });

  it('is cancelled by what makes it pointless: the click it stood for, the draft thrown away, the item deleted', async () => {
    useFakeClock(NOW);
    const { id, version } = await product(5);
    await lib.addPicture(editor, id, version, '/uploads/products/pointless-480.webp');
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(HOUR))).toEqual({ ok: true, id });
    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'unpublish', at(3 * HOUR))).toEqual({ ok: true, id });
    expect(await lib.discardDraft(editor, id, (await row(id)).version)).toEqual({ ok: true, id });
    expect((await lib.readSchedules('product', id)).map((s) => s.action)).toEqual(['unpublish']);
    expect(await lib.unpublishProduct(editor, id, (await row(id)).version)).toEqual({ ok: true, id });
    expect(await lib.readSchedules('product', id)).toEqual([]);

    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'publish', at(HOUR))).toEqual({ ok: true, id });
    expect(await lib.publishProduct(editor, id, (await row(id)).version)).toEqual({ ok: true, id });
    expect(await lib.readSchedules('product', id)).toEqual([]);

    expect(await lib.scheduleItem(lib.productType, editor, id, (await row(id)).version, 'unpublish', at(HOUR))).toEqual({ ok: true, id });
    expect(await lib.deleteProduct(editor, id)).toEqual({ ok: true, id });
    expect((await jobsOf(id)).every((job) => job.status === 'cancelled')).toBe(true);
  });
});

describe('the refresh handler', () => {
  it('answers only the key derived from the application secret, as if the address did not exist', async () => {
    const { POST } = await import('@/app/api/internal/content-settle/route');
    const body = JSON.stringify({ entity: 'category', settled: { publicChanged: true } });
    const request = (authorization?: string) =>
      new Request('http://127.0.0.1:3000/api/internal/content-settle', { method: 'POST', body, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) } });
    expect((await POST(request())).status).toBe(404);
    expect((await POST(request('Bearer wrong'))).status).toBe(404);
    expect(revalidated).toEqual([]);

    // The job's own request, caught on its way out; then copies of it, changed or sent later.
    const clock = useFakeClock(NOW);
    let sent: RequestInit | undefined;
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent = init as RequestInit;
      return POST(new Request('http://127.0.0.1:3000/api/internal/content-settle', sent));
    });
    try {
      await lib.settleThroughServer({ entity: 'category', settled: { publicChanged: true } });
    } finally {
      fetched.mockRestore();
    }
    expect(revalidated).toEqual(expect.arrayContaining(['/sitemap.xml', '/[locale]']));
    expect(announced).toHaveLength(1);
    const copy = (changes: RequestInit = {}) => POST(new Request('http://127.0.0.1:3000/api/internal/content-settle', { ...sent, ...changes }));
    // Within five minutes the same request is still good (it refreshes the same pages again); changed, or later, not.
    expect((await copy()).status).toBe(204);
    expect((await copy({ body: JSON.stringify({ entity: 'product', settled: { publicChanged: true } }) })).status).toBe(404);
    clock.advance(6 * 60_000);
    expect((await copy()).status).toBe(404);
    expect(announced).toHaveLength(2);
  });
});
