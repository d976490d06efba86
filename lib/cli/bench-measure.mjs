// The three measurements of `npm run bench` (lib/cli/bench.mjs): throughput and latency, first-load
// JavaScript, Lighthouse scores. Plain Node plus the dev dependencies autocannon and lighthouse.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './steps.mjs';

/** Requests per second and latency percentiles under load (autocannon's programmatic API). */
export async function load(url, { connections, duration }) {
  const result = await autocannon({ url, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const decode = (text) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/**
 * The JavaScript a first visit downloads: every /_next/static chunk the served HTML names in a
 * <script src> (except `nomodule` polyfills, which current browsers skip), fetched from the server and
 * gzipped here with zlib's default level (what a server sends), summed. Inline scripts (React's payload)
 * are part of the HTML and not counted.
 */
export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = tags.map((tag) => tag.match(/\ssrc="([^"]+)"/)?.[1]).filter((src) => src?.includes('/_next/static/'));
  const chunks = [];
  for (const src of new Set(sources.map(decode))) {
    const response = await fetch(new URL(src, url));
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    chunks.push({ src, raw: body.length, gzip: zlib.gzipSync(body).length });
  }
  const sum = (key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), chunks: chunks.sort((a, b) => b.gzip - a.gzip) };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/**
 * One Lighthouse run through its CLI in node_modules, which launches Debian's Chromium with the given flags.
 * The page's language goes in Accept-Language, so an unprefixed Italian URL is not redirected to the
 * visitor's (Chromium's) language. Returns scores 0–100, the main metrics and the failed audits.
 */
export function lighthouse(url, { preset, locale, chromium, chromeFlags, reportFile }) {
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  const args = [
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    `--chrome-flags=${chromeFlags}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--extra-headers=${JSON.stringify({ 'Accept-Language': locale })}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    fs.rmSync(reportFile, { force: true });
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'lighthouse'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 180_000,
    });
    const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null;
    if (report && !report.runtimeError) return summarise(report);
    if (attempt === 2) {
      const reason = report?.runtimeError?.message ?? run.stderr?.toString().trim().split('\n').pop() ?? `exit ${run.status}`;
      return { error: reason };
    }
  }
  return { error: 'unreachable' };
}

function summarise(report) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, report.audits[id]?.displayValue ?? '']));
  const failed = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
        failed.push(`${id}/${ref.id} (${Math.round(audit.score * 100)})`);
      }
    }
  }
  return { scores, metrics, failed };
}
