import fs from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { Role } from '@/lib/admin/roles';
import { BASE_URL } from './e2e-settings.mjs';
import { clientIp, db } from './factories';
import { createStaff, signIn, type StaffCredentials } from './staff';

// The back office in end-to-end tests: a staff member of the test's own, signed in from a client address of its
// own (sign-in attempts are counted per account and per address; the server trusts X-Forwarded-For), and the
// back office's texts read from its messages files.

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type StaffBrowser = {
  staff: StaffCredentials;
  /** The signed-in session's cookies, e.g. for an API request context of its own. */
  storageState: StorageState;
  /** A new page in a context of its own with this session and client address (options: no JavaScript, a locale). */
  page(options?: BrowserContextOptions): Promise<Page>;
  /** Closes every context this session opened. */
  close(): Promise<void>;
};

/** A new staff member of `role` (back office in English unless `locale` says otherwise), signed in once. */
export async function staffBrowser(browser: Browser, role: Role, options: { locale?: string } = {}): Promise<StaffBrowser> {
  const staff = await createStaff(db, role, options);
  const headers = { 'x-forwarded-for': clientIp() };
  const contexts: BrowserContext[] = [];
  const open = async (contextOptions: BrowserContextOptions) => {
    const context = await browser.newContext({ ...contextOptions, extraHTTPHeaders: { ...contextOptions.extraHTTPHeaders, ...headers } });
    contexts.push(context);
    return context;
  };
  const first = await open({});
  await signIn(await first.newPage(), BASE_URL, staff);
  const storageState = await first.storageState();
  await first.close();
  contexts.length = 0;
  return {
    staff,
    storageState,
    page: async (contextOptions = {}) => (await open({ storageState, ...contextOptions })).newPage(),
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
}

type Texts = Record<string, unknown>;

/** A back-office area's messages in one language, e.g. `adminTexts('catalogue', 'en')('notices.done.deleted')`. */
export function adminTexts(area: string, locale: 'it' | 'ru' | 'en'): (key: string) => string {
  const tree = JSON.parse(fs.readFileSync(`messages/admin/${area}/${locale}.json`, 'utf8')) as Texts;
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`No message ${key} in messages/admin/${area}/${locale}.json`);
    return value;
  };
}

