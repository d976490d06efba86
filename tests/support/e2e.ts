import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator } from '@playwright/test';
import { E2E_DATABASE_FILE } from './e2e-settings.mjs';

/** The database of the end-to-end server (tests/support/e2e-server.mjs makes it afresh for each run). */
export const E2E_DATABASE_URL = `file:${path.resolve(E2E_DATABASE_FILE)}`;

export const LOCALES = ['it', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

type Messages = Record<string, Record<string, unknown>>;

export const messages: Record<Locale, Messages> = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8'))]),
) as Record<Locale, Messages>;

/** A message by dotted key, e.g. t('ru', 'Meta.about.title'). */
export function t(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return value.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The public path of an internal path: Italian has no prefix. */
export function localized(locale: Locale, pathname: string): string {
  if (locale === 'it') return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}

/** Each locale with the prefix of its public paths ('' for Italian). */
export const LOCALE_PREFIXES = LOCALES.map((locale) => ({ locale, prefix: locale === 'it' ? '' : `/${locale}` }));

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A parent category and one of its children from the seed data, for tests that need real slugs. */
export const SAMPLE_PARENT = 'chillers';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

export function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);
}

/**
 * Sends the page's server-action calls (a form's action run by scripts: a POST with a `Next-Action` header)
 * through `handler`; every other request goes on as usual. Returns the function that removes the route.
 */
export async function routeServerActions(page: import('@playwright/test').Page, handler: (route: import('@playwright/test').Route) => unknown) {
  const match = (route: import('@playwright/test').Route) => {
    const request = route.request();
    return request.method() === 'POST' && Boolean(request.headers()['next-action']) ? handler(route) : route.fallback();
  };
  await page.route('**/*', match);
  return () => page.unroute('**/*', match);
}

/**
 * Waits for an image to have loaded: visible means laid out, not loaded (its width and height attributes give it a
 * box before the file arrives). An image that failed stays `complete` with no width, and the wait fails.
 */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the image loads' }).toBe(true);
}
