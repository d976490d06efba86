import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp, { type Sharp } from 'sharp';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARACTERS, renderChallengeImage } from '@/lib/captcha';

// An attacker's second tool: off-the-shelf OCR (Debian's tesseract) on the PNG the site serves, told the
// character set and that the image is one line, after the clean-ups anyone would try. A challenge counts as
// read when any clean-up gives the exact answer, so the rate is the attacker's best case.

const SAMPLES = 200;
const PLAIN_SAMPLES = 20;
// Enough that tesseract's modest rate on svg-captcha's own drawing (about a third) never looks like zero.
const PLAIN_CAPTCHA_SAMPLES = 60;
const TIMEOUT_MS = 120_000;
const INSTALL_HINT = 'tesseract is not installed: run `apt-get install -y tesseract-ocr` as root (npm test does it when run as root)';

const draw = svgCaptcha as unknown as (text: string, options: { size: number; noise: number; width: number; height: number; color: boolean }) => string;
const randomText = svgCaptcha.randomText as unknown as (options: { size: number; charPreset: string }) => string;
const run = promisify(execFile);

type Preparation = (png: Buffer) => Sharp;

// White margins help tesseract find the line; every clean-up ends with them.
const padded = (image: Sharp) => image.extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#fff' });
const grey = (png: Buffer) => sharp(png).flatten({ background: '#fff' }).grayscale();

const PREPARATIONS: Record<string, Preparation> = {
  grey: (png) => padded(grey(png)),
  threshold: (png) => padded(grey(png).threshold(200)),
  // A median filter wipes out lines thinner than the glyphs' strokes.
  'median + threshold': (png) => padded(grey(png).median(5).threshold(150)),
  // At 150×50 a slight blur joins the font's outline and shadow into solid letters (its best on plain images).
  'half size + blur + threshold': (png) => padded(grey(png).resize({ height: 50 }).blur(1).threshold(235)),
};

function tesseractInstalled(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Tesseract's reading of each image, one process per batch (loading its model dominates a single read). */
async function readBatch(files: string[], list: string): Promise<string[]> {
  fs.writeFileSync(list, `${files.join('\n')}\n`);
  const args = [list, 'stdout', '--psm', '7', '-c', `tessedit_char_whitelist=${CHARACTERS}`];
  const { stdout } = await run('tesseract', args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 1 << 24 });
  // One page per image, separated by form feeds.
  const pages = stdout.split('\f').slice(0, files.length);
  expect(pages).toHaveLength(files.length);
  return pages.map((page) => page.replace(/\s/g, '').toUpperCase());
}

/** Reads every image with two tesseract processes side by side (the machine has two cores). */
async function ocr(images: Buffer[], folder: string): Promise<string[]> {
  const files = images.map((image, i) => {
    const file = path.join(folder, `${i}.png`);
    fs.writeFileSync(file, image);
    return file;
  });
  const half = Math.ceil(files.length / 2);
  const halves = await Promise.all([readBatch(files.slice(0, half), path.join(folder, 'a.txt')), readBatch(files.slice(half), path.join(folder, 'b.txt'))]);
  for (const file of files) fs.rmSync(file);
  return halves.flat();
}

/** How many images each clean-up reads exactly, and how many at least one of them does. */
async function attack(images: Buffer[], answers: string[], folder: string): Promise<{ solved: number; byPreparation: Record<string, number> }> {
  const read = new Set<number>();
  const byPreparation: Record<string, number> = {};
  for (const [name, prepare] of Object.entries(PREPARATIONS)) {
    const prepared = await Promise.all(images.map((image) => prepare(image).png().toBuffer()));
    const readings = await ocr(prepared, folder);
    const hits = answers.map((answer, i) => (readings[i] === answer ? i : -1)).filter((i) => i >= 0);
    byPreparation[name] = hits.length;
    for (const i of hits) read.add(i);
  }
  return { solved: read.size, byPreparation };
}

/** The text set in a plain font, undistorted, at the challenges' size: what OCR is built for. */
function plainFontImage(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><rect width="150" height="50" fill="#fff"/><text x="75" y="36" text-anchor="middle" font-family="DejaVu Sans" font-size="30" fill="#333">${text}</text></svg>`;
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}

/** svg-captcha's own drawing of the text (the old captcha without its noise lines), as pixels. */
function plainCaptchaImage(text: string): Promise<Buffer> {
  return sharp(Buffer.from(draw(text, { size: 5, noise: 0, width: 150, height: 50, color: false })), { density: 144 }).png().toBuffer();
}

/** var/captcha-sample.png: challenges with their answers beside them, for a person to check legibility. */
async function writeSample(images: Buffer[], answers: string[]): Promise<void> {
  const [cellWidth, cellHeight, columns] = [460, 110, 4];
  const cells = images.flatMap((input, i) => {
    const [left, top] = [(i % columns) * cellWidth, Math.floor(i / columns) * cellHeight];
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="100"><text x="12" y="60" font-family="DejaVu Sans Mono" font-size="26" fill="#b00">${answers[i]}</text></svg>`;
    return [{ input, left, top }, { input: Buffer.from(label), left: left + 300, top }];
  });
  const rows = Math.ceil(images.length / columns);
  fs.mkdirSync('var', { recursive: true });
  await sharp({ create: { width: cellWidth * columns, height: cellHeight * rows, channels: 3, background: '#e8e8e8' } })
    .composite(cells)
    .png()
    .toFile(path.join('var', 'captcha-sample.png'));
}

describe('an OCR solver (tesseract)', { timeout: 180_000 }, () => {
  const answers = Array.from({ length: SAMPLES }, () => randomText({ size: 5, charPreset: CHARACTERS }));
  const plainAnswers = answers.slice(0, PLAIN_SAMPLES);
  let folder = '';
  let served: Buffer[] = [];

  beforeAll(async () => {
    if (!tesseractInstalled()) throw new Error(INSTALL_HINT);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-ocr-'));
    served = await Promise.all(answers.map((answer) => renderChallengeImage(answer)));
  }, TIMEOUT_MS);
  afterAll(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reads the same texts set plainly at least half of the time (the attack itself works)', async () => {
    const { solved, byPreparation } = await attack(await Promise.all(plainAnswers.map(plainFontImage)), plainAnswers, folder);
    console.info(`OCR, plain font: ${solved} of ${PLAIN_SAMPLES}`, byPreparation);
    expect(solved / PLAIN_SAMPLES).toBeGreaterThanOrEqual(0.5);
  }, TIMEOUT_MS);

  it("reads some of svg-captcha's undistorted drawings of them (its shadowed font alone slows OCR down)", async () => {
    const texts = answers.slice(0, PLAIN_CAPTCHA_SAMPLES);
    const { solved, byPreparation } = await attack(await Promise.all(texts.map(plainCaptchaImage)), texts, folder);
    console.info(`OCR, plain svg-captcha: ${solved} of ${PLAIN_CAPTCHA_SAMPLES}`, byPreparation);
    expect(solved / PLAIN_CAPTCHA_SAMPLES).toBeGreaterThanOrEqual(0.1);
  }, TIMEOUT_MS);

  it('reads under 5 % of the challenges the site serves', async () => {
    const { solved, byPreparation } = await attack(served, answers, folder);
    console.info(`OCR, served challenges: ${solved} of ${SAMPLES}`, byPreparation);
    expect(solved / SAMPLES).toBeLessThan(0.05);
  }, TIMEOUT_MS);

  it('draws var/captcha-sample.png: 20 served challenges beside their answers, for a person to look at', async () => {
    await writeSample(served.slice(0, 20), answers.slice(0, 20));
    expect((await sharp(path.join('var', 'captcha-sample.png')).metadata()).width).toBe(1840);
  });
});
