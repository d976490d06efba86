import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import * as clock from '@/lib/clock';
import { CAPTCHA_TTL_MS, FORM_LIMITS } from '@/lib/limits';
import { db } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { appSecret } from '@/lib/secrets';

// The challenge a visitor types from an image. Only a hash of the answer is stored; a challenge expires after
// CAPTCHA_TTL_MS and is deleted by its first use, whatever the outcome, so one answer cannot be replayed.

type Store = Pick<PrismaClient, 'captchaChallenge'>;
type Options = { client?: Store; now?: Date };

/** A challenge as the site serves it: its id and a PNG of the text (no outline or text reaches the browser). */
export type Challenge = { id: string; png: Buffer };

// No characters that read alike (0/O, 1/l/I); case is ignored when checking.
export const CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 5;
// CSS pixels; the PNG has DENSITY times as many so that it stays sharp on dense screens.
const WIDTH = 150;
const HEIGHT = 50;
const DENSITY = 2;

// svg-captcha's documented `svgCaptcha(text, options)` and `randomText(options)`, which its type declarations
// leave out or type too narrowly.
type DrawOptions = { size: number; noise: number; width: number; height: number; color: boolean };
const draw = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;
const randomText = svgCaptcha.randomText as unknown as (options: { size: number; charPreset: string }) => string;

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

async function store(answer: string, { client = db, now = clock.now() }: Options): Promise<string> {
  // Expired rows are purged here, on the way in: the table never holds more than a few minutes' challenges.
  await client.captchaChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  const id = randomBytes(18).toString('base64url');
  await client.captchaChallenge.create({
    data: { id, answerHash: hashAnswer(answer), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS), createdAt: now },
  });
  return id;
}

// svg-captcha alone writes each glyph's font outline into the SVG almost verbatim (±0.1 px, no rotation), so
// a program that compares the paths with the font's glyphs reads every challenge. Its outlines are therefore
// only the starting shapes: each glyph is scaled, sheared and turned on its own, the glyphs are set side by
// side with uneven gaps and heights, the whole picture is bent by two sine waves (which no affine matching
// undoes), crossed by curves in the glyphs' own grey, and sent as pixels. The amounts are tuned so that OCR
// (tesseract) and outline matching read under 5 % while people still read them: see
// tests/unit/captcha-outline-solver.test.ts and tests/unit/captcha-ocr-solver.test.ts.

type Point = { x: number; y: number };
type Contour = Point[];
type Box = { left: number; right: number; top: number; bottom: number };
type Wave = { amplitudeX: number; amplitudeY: number; periodX: number; periodY: number; phaseX: number; phaseY: number };

const CURVE_STEPS = 6;
const MARGIN = 3;
const GLYPH_STROKE = 0.7;
const NOISE_LINES = 2;

function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

/** The point at `t` of a Bézier curve of any degree (de Casteljau). */
function bezier(points: Point[], t: number): Point {
  let level = points;
  while (level.length > 1) {
    level = level.slice(1).map((point, i) => {
      const previous = level[i]!;
      return { x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t };
    });
  }
  return level[0]!;
}

function curve(points: Point[], steps: number): Point[] {
  return Array.from({ length: steps }, (_, i) => bezier(points, (i + 1) / steps));
}

/** Path data of M, L, Q, C and Z commands (what svg-captcha writes) as closed polygons. */
function polygons(d: string): Contour[] {
  const tokens = d.match(/[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? [];
  const contours: Contour[] = [];
  let index = 0;
  const point = (): Point => ({ x: Number(tokens[index++]), y: Number(tokens[index++]) });
  while (index < tokens.length) {
    const command = tokens[index++]!.toUpperCase();
    const contour = contours.at(-1);
    const last = contour?.at(-1) ?? { x: 0, y: 0 };
    if (command === 'M') contours.push([point()]);
    else if (command === 'L') contour?.push(point());
    else if (command === 'Q') contour?.push(...curve([last, point(), point()], CURVE_STEPS));
    else if (command === 'C') contour?.push(...curve([last, point(), point(), point()], CURVE_STEPS));
    // Z needs nothing: a filled polygon closes itself.
  }
  return contours;
}

function box(contours: Contour[]): Box {
  const points = contours.flat();
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

function mapPoints(contours: Contour[], change: (point: Point) => Point): Contour[] {
  return contours.map((contour) => contour.map(change));
}

function moved(contours: Contour[], dx: number, dy: number): Contour[] {
  return mapPoints(contours, (p) => ({ x: p.x + dx, y: p.y + dy }));
}

/** One character's outline as svg-captcha draws it, centred on (0, 0) so that it turns about its middle. */
function glyph(character: string): Contour[] {
  const svg = draw(character, { size: 1, noise: 0, width: 100, height: 100, color: false });
  const d = /<path fill="[^"]*" d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error(`svg-captcha drew no outline for ${character}`);
  const contours = polygons(d);
  const { left, right, top, bottom } = box(contours);
  return moved(contours, -(left + right) / 2, -(top + bottom) / 2);
}

/** A glyph scaled, sheared and turned by its own random amounts. */
function distorted(contours: Contour[]): Contour[] {
  const [scaleX, scaleY] = [between(0.8, 1), between(0.85, 1)];
  const shear = between(-0.12, 0.12);
  const angle = (between(-18, 18) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return mapPoints(contours, ({ x, y }) => {
    const [sx, sy] = [(x + shear * y) * scaleX, y * scaleY];
    return { x: sx * cos - sy * sin, y: sx * sin + sy * cos };
  });
}

/**
 * The glyphs side by side, a few pixels apart, at random heights, and the row shrunk to fit when it is too
 * wide (turned glyphs then still interlock, which makes cutting the text into characters harder).
 */
function row(glyphs: Contour[][]): Contour[][] {
  const gaps = glyphs.map((_, i) => (i === 0 ? 0 : between(1, 5)));
  const widths = glyphs.map((contours) => box(contours).right - box(contours).left);
  const total = widths.reduce((sum, width, i) => sum + width + gaps[i]!, 0);
  const fit = Math.min(1, (WIDTH - 2 * MARGIN) / total);
  let cursor = (WIDTH - total * fit) / 2 + between(-2, 2);
  return glyphs.map((contours, i) => {
    const scaled = mapPoints(contours, (p) => ({ x: p.x * fit, y: p.y * fit }));
    cursor += gaps[i]! * fit;
    const placed = moved(scaled, cursor - box(scaled).left, HEIGHT / 2 + between(-4, 4));
    cursor += widths[i]! * fit;
    return placed;
  });
}

function randomWave(): Wave {
  return {
    amplitudeX: between(1, 2),
    amplitudeY: between(2.5, 4),
    periodX: between(30, 45),
    periodY: between(45, 80),
    phaseX: between(0, 2 * Math.PI),
    phaseY: between(0, 2 * Math.PI),
  };
}

function warp({ x, y }: Point, wave: Wave): Point {
  return {
    x: x + wave.amplitudeX * Math.sin((2 * Math.PI * y) / wave.periodX + wave.phaseX),
    y: y + wave.amplitudeY * Math.sin((2 * Math.PI * x) / wave.periodY + wave.phaseY),
  };
}

/** `contours` moved by the least amount that keeps them MARGIN inside the image. */
function inside(contours: Contour[]): Contour[] {
  const { left, right, top, bottom } = box(contours);
  const shift = (low: number, high: number, size: number) => Math.max(0, MARGIN - low) - Math.max(0, high - (size - MARGIN));
  return moved(contours, shift(left, right, WIDTH), shift(top, bottom, HEIGHT));
}

function pathData(contours: Contour[], close: boolean): string {
  const end = close ? 'Z' : '';
  return contours.map((contour) => `M${contour.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}${end}`).join('');
}

function grey(): string {
  const level = Math.round(between(0x28, 0x48)).toString(16);
  return `#${level}${level}${level}`;
}

function glyphPath(contours: Contour[]): string {
  // The font's letters are thin outlines: a stroke of their own colour keeps them legible at 150×50.
  const colour = grey();
  return `<path fill="${colour}" stroke="${colour}" stroke-width="${GLYPH_STROKE}" stroke-linejoin="round" d="${pathData(contours, true)}"/>`;
}

/** A curve from the left edge to the right one through the glyphs' band, thinner than their strokes. */
function noisePath(wave: Wave): string {
  const ends = [
    { x: between(-5, 10), y: between(8, HEIGHT - 8) },
    { x: between(30, 60), y: between(0, HEIGHT) },
    { x: between(90, 120), y: between(0, HEIGHT) },
    { x: between(WIDTH - 10, WIDTH + 5), y: between(8, HEIGHT - 8) },
  ];
  const line = [ends[0]!, ...curve(ends, 40)].map((p) => warp(p, wave));
  return `<path fill="none" stroke="${grey()}" stroke-width="${between(1, 1.4).toFixed(2)}" stroke-linecap="round" d="${pathData([line], false)}"/>`;
}

/** The challenge picture for `text` as SVG, before it is turned into pixels. */
function challengeSvg(text: string): string {
  const wave = randomWave();
  const glyphs = row([...text.toUpperCase()].map((character) => distorted(glyph(character))));
  const paths = glyphs.map((contours) => glyphPath(inside(mapPoints(contours, (p) => warp(p, wave)))));
  const lines = Array.from({ length: NOISE_LINES }, () => noisePath(wave));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${paths.join('')}${lines.join('')}</svg>`
  );
}

/** The PNG a visitor sees for `text`: WIDTH×HEIGHT CSS pixels at DENSITY times the resolution. */
export async function renderChallengeImage(text: string): Promise<Buffer> {
  return sharp(Buffer.from(challengeSvg(text)), { density: 72 * DENSITY }).png({ compressionLevel: 9 }).toBuffer();
}

/** A PNG as a `data:` URL, for answers that carry the image inside JSON. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A new challenge: its id and its image. The answer itself never leaves this module. */
export async function createChallenge(options: Options = {}): Promise<Challenge> {
  const text = randomText({ size: LENGTH, charPreset: CHARACTERS });
  return { id: await store(text, options), png: await renderChallengeImage(text) };
}

/**
 * A challenge with a known answer, for tests (unit, HTTP and end-to-end ones, which intercept /api/captcha).
 * Nothing in the application calls it, and no setting makes /api/captcha use it.
 */
export async function createChallengeWithAnswer(answer: string, options: Options = {}): Promise<Challenge> {
  return { id: await store(answer, options), png: await renderChallengeImage(answer) };
}

/**
 * Uses up challenge `id`: the row is deleted whatever the outcome. True only when this call deleted it
 * (of two concurrent uses only one wins), it had not expired, and `answer` matches ignoring case.
 */
export async function consumeChallenge(id: unknown, answer: unknown, { client = db, now = clock.now() }: Options = {}): Promise<boolean> {
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
