import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consumeChallenge, createChallenge, createChallengeWithAnswer, pngDataUrl } from '@/lib/captcha';
import { CAPTCHA_TTL_MS } from '@/lib/limits';
import { createTestDatabase } from '../support/test-db';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('captcha (real SQLite file)', () => {
  let db: ReturnType<typeof createTestDatabase>;
  beforeEach(() => {
    db = createTestDatabase();
  });
  afterEach(() => db.cleanup());

  it('stores a random id, a hash of the answer and an expiry five minutes ahead; returns only id and PNG', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const challenge = await createChallenge({ client: db.prisma, now });
    expect(Object.keys(challenge).sort()).toEqual(['id', 'png']);
    expect(challenge.png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const row = await db.prisma.captchaChallenge.findUniqueOrThrow({ where: { id: challenge.id } });
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(CAPTCHA_TTL_MS);
    expect(CAPTCHA_TTL_MS).toBe(5 * 60 * 1000);
    const other = await createChallenge({ client: db.prisma, now });
    expect(other.id).not.toBe(challenge.id);
  });

  it('accepts the right answer once, ignoring case and surrounding spaces', async () => {
    const { id } = await createChallengeWithAnswer('aB3dE', { client: db.prisma });
    expect(await consumeChallenge(id, ' Ab3De ', { client: db.prisma })).toBe(true);
  });

  it('refuses an answer used twice', async () => {
    const { id } = await createChallengeWithAnswer('k7m2p', { client: db.prisma });
    expect(await consumeChallenge(id, 'k7m2p', { client: db.prisma })).toBe(true);
    expect(await consumeChallenge(id, 'k7m2p', { client: db.prisma })).toBe(false);
  });

  it('is used up by a wrong answer too', async () => {
    const { id } = await createChallengeWithAnswer('k7m2p', { client: db.prisma });
    expect(await consumeChallenge(id, 'wrong', { client: db.prisma })).toBe(false);
    expect(await consumeChallenge(id, 'k7m2p', { client: db.prisma })).toBe(false);
    expect(await db.prisma.captchaChallenge.count()).toBe(0);
  });

  it('refuses an expired challenge, and deletes it', async () => {
    const created = new Date('2026-01-01T10:00:00Z');
    const { id } = await createChallengeWithAnswer('k7m2p', { client: db.prisma, now: created });
    const later = new Date(created.getTime() + CAPTCHA_TTL_MS + 1);
    expect(await consumeChallenge(id, 'k7m2p', { client: db.prisma, now: later })).toBe(false);
    expect(await db.prisma.captchaChallenge.count()).toBe(0);
  });

  it('accepts just before expiry', async () => {
    const created = new Date('2026-01-01T10:00:00Z');
    const { id } = await createChallengeWithAnswer('k7m2p', { client: db.prisma, now: created });
    const justBefore = new Date(created.getTime() + CAPTCHA_TTL_MS - 1);
    expect(await consumeChallenge(id, 'K7M2P', { client: db.prisma, now: justBefore })).toBe(true);
  });

  it('of two concurrent uses, only one wins', async () => {
    const { id } = await createChallengeWithAnswer('k7m2p', { client: db.prisma });
    const results = await Promise.all([
      consumeChallenge(id, 'k7m2p', { client: db.prisma }),
      consumeChallenge(id, 'k7m2p', { client: db.prisma }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it.each([
    ['unknown id', 'no-such-id', 'k7m2p'],
    ['missing id', undefined, 'k7m2p'],
    ['id of the wrong type', 42, 'k7m2p'],
    ['overlong id', 'x'.repeat(200), 'k7m2p'],
  ])('refuses an %s', async (_case, id, answer) => {
    expect(await consumeChallenge(id, answer, { client: db.prisma })).toBe(false);
  });

  it('refuses a missing or wrongly typed answer, and still uses the challenge up', async () => {
    const { id } = await createChallengeWithAnswer('k7m2p', { client: db.prisma });
    expect(await consumeChallenge(id, 12345, { client: db.prisma })).toBe(false);
    expect(await db.prisma.captchaChallenge.count()).toBe(0);
  });

  it('purges expired challenges when a new one is created', async () => {
    const old = new Date('2026-01-01T10:00:00Z');
    await createChallenge({ client: db.prisma, now: old });
    await createChallenge({ client: db.prisma, now: old });
    const later = new Date(old.getTime() + CAPTCHA_TTL_MS + 1000);
    const fresh = await createChallenge({ client: db.prisma, now: later });
    expect((await db.prisma.captchaChallenge.findMany()).map((r) => r.id)).toEqual([fresh.id]);
  });
});

describe('captcha image', () => {
  it('draws the known answer of a test challenge as pixels only: a 300×100 PNG, dark glyphs on white', async () => {
    const db = createTestDatabase();
    try {
      const { png } = await createChallengeWithAnswer('k7m2p', { client: db.prisma });
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({ width: 300, height: 100, format: 'png' });
      // No outline or text to match: the bytes hold neither SVG markup nor the answer.
      expect(png.toString('latin1')).not.toMatch(/<svg|<path|k7m2p|K7M2P/);
      const [grey] = (await sharp(png).grayscale().stats()).channels;
      expect(grey!.max).toBe(255);
      expect(grey!.min).toBeLessThan(0x50);
    } finally {
      await db.cleanup();
    }
  });

  it('gives the PNG as a data URL that decodes to the same bytes', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const url = pngDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64')).toEqual(png);
  });
});
