import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS, FORM_LIMITS } from '@/lib/limits';
import { db } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { appSecret } from '@/lib/secrets';

// The challenge a visitor types from an image. Only a hash of the answer is stored; a challenge expires after
// CAPTCHA_TTL_MS and is deleted by its first use, whatever the outcome, so one answer cannot be replayed.

type Store = Pick<PrismaClient, 'captchaChallenge'>;
type Options = { client?: Store; now?: Date };

export type Challenge = { id: string; svg: string };

// No characters that read alike (0/O, 1/l/I); case is ignored when checking.
const CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
// Dark grey characters and lines on a transparent background (the page puts it on white): no colour
// option, since a background colour switches svg-captcha to random, sometimes pale, colours.
const IMAGE = { size: 5, noise: 2, width: 150, height: 50, color: false } as const;

// svg-captcha's documented `svgCaptcha(text, options)`, which its type declarations leave out.
const render = svgCaptcha as unknown as (text: string, options: typeof IMAGE) => string;

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

async function store(answer: string, { client = db, now = new Date() }: Options): Promise<string> {
  // Expired rows are purged here, on the way in: the table never holds more than a few minutes' challenges.
  await client.captchaChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  const id = randomBytes(18).toString('base64url');
  await client.captchaChallenge.create({
    data: { id, answerHash: hashAnswer(answer), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS), createdAt: now },
  });
  return id;
}

/** A new challenge: its id and the SVG image. The answer itself never leaves this module. */
export async function createChallenge(options: Options = {}): Promise<Challenge> {
  const { text, data } = svgCaptcha.create({ ...IMAGE, charPreset: CHARACTERS });
  return { id: await store(text, options), svg: data };
}

/**
 * A challenge with a known answer, for tests (unit, HTTP and end-to-end ones, which intercept /api/captcha).
 * Nothing in the application calls it, and no setting makes /api/captcha use it.
 */
export async function createChallengeWithAnswer(answer: string, options: Options = {}): Promise<Challenge> {
  return { id: await store(answer, options), svg: render(answer, IMAGE) };
}

/**
 * Uses up challenge `id`: the row is deleted whatever the outcome. True only when this call deleted it
 * (of two concurrent uses only one wins), it had not expired, and `answer` matches ignoring case.
 */
export async function consumeChallenge(id: unknown, answer: unknown, { client = db, now = new Date() }: Options = {}): Promise<boolean> {
  if (typeof id !== 'string' || !id || id.length > FORM_LIMITS.captchaId.max) return false;
  const row = await client.captchaChallenge.findUnique({ where: { id } });
  if (!row) return false;
  const { count } = await client.captchaChallenge.deleteMany({ where: { id } });
  if (count !== 1) return false;
  if (row.expiresAt.getTime() <= now.getTime()) return false;
  if (typeof answer !== 'string' || !answer.trim() || answer.length > FORM_LIMITS.captchaAnswer.max) return false;
  return timingSafeEqual(Buffer.from(hashAnswer(answer), 'hex'), Buffer.from(row.answerHash, 'hex'));
}

// A form sent without JavaScript gets its challenge from an <img> (the page is static, each challenge is one
// visitor's): the image's answer sets this signed, httpOnly cookie, and the form's action reads it.

export const CAPTCHA_COOKIE = 'aeris_captcha';

function sign(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`captcha:${id}`).digest('base64url');
}

/** The cookie value naming challenge `id`: the id and its signature. */
export async function challengeCookieValue(id: string): Promise<string> {
  return `${id}.${sign(id, await appSecret())}`;
}

/** The challenge id a genuine cookie names, or null for a missing, forged or malformed one. */
export async function challengeIdFromCookie(value: string | undefined): Promise<string | null> {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(id, await appSecret()));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
