import fs from 'node:fs';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;

/** A locale's texts: the public file, and the back office's files under `admin` (lib/admin/messages.ts). */
const loaded = new Map<string, Tree>();
const load = (locale: string): Tree => {
  if (!loaded.has(locale)) {
    const admin = Object.fromEntries(fs.readdirSync('messages/admin').sort().map((area) => [area, read(`messages/admin/${area}/${locale}.json`)]));
    loaded.set(locale, { ...read(`messages/${locale}.json`), admin });
  }
  return structuredClone(loaded.get(locale)!);
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('messages files', () => {
  const it_ = load('it');
  const source = keys(it_);

  for (const locale of ['ru', 'en']) {
    it(`${locale}.json has exactly the keys of it.json`, () => {
      expect(keys(load(locale)).sort()).toEqual([...source].sort());
    });

    it(`${locale}.json uses the same placeholders as it.json`, () => {
      const other = load(locale);
      for (const key of source) {
        const get = (tree: Tree) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;
        expect(placeholders(get(other)), key).toEqual(placeholders(get(it_)));
      }
    });
  }

  it('has no empty texts', () => {
    for (const locale of ['it', 'ru', 'en']) {
      const tree = load(locale);
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree);
        expect(String(value).trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });

  it('formats every message in every locale, rich-text tags included', () => {
    const values = { year: 2026, brand: 'Brand', email: 'a@b.c', count: 2, months: 12, path: '/x', office: 'Office', unit: 'kW', page: 1, pages: 2 };
    for (const locale of ['it', 'ru', 'en'] as const) {
      // Keys come from the files at run time, so the translator is used untyped here.
      // A missing value must fail the test, not fall back to the key silently.
      const onError = (error: Error) => {
        throw error;
      };
      const markup = createTranslator({ locale, messages: load(locale), onError }).markup as unknown as (
        key: string,
        values: Record<string, unknown>,
      ) => string;
      for (const key of source) {
        // Every argument a text names is given a number (it formats as text, a number, a date or a plural alike), so
        // the test checks the syntax of every text without listing every name; the common ones get real values.
        const raw = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, load(locale)) as string;
        const named = Object.fromEntries(placeholders(raw).map((name) => [name, 1]));
        const text = markup(key, { ...named, ...values, link: (chunks: string) => `[${chunks}]` });
        expect(text, `${locale}:${key}`).not.toMatch(/<\/?link>|\{\w+\}/);
      }
    }
  });
});
