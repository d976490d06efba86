import { routing, type Locale } from '@/i18n/routing';
import { labelIn, type SpecDictionary, type SpecLabelEntry } from './spec-labels';
import type { SharedSpecRow, SpecRow } from './technical';
import type { SpecGroup } from './units';

// Issue 34, item 1: the rows an older database holds per language (ProductTranslation.specifications) become rows
// shared by the three languages (Product.specRows) wherever the languages agree. Matched by position when the three
// lists have the same shape, else by label through the dictionary; a row that cannot be matched stays a row of its
// language only. Pure: the release step (prisma/align-specs.ts) reads and writes the database around it.
//
// The invariant, by construction: the rows are partitioned by their index in each language. A match takes one
// index in each language and becomes one shared row only if that row renders, in every language, exactly the input
// row (same group, a label compared as `comparableLabel`, a value compared as `comparableValue`, the same unit);
// every index no match took stays in `own`, in its original order. The one exception is a label found by its
// Italian wording alone: its other languages read as the dictionary words them, each such row listed in `relabelled`.

const LOCALES = routing.locales;

export type SpecRowsByLocale = Record<Locale, SpecRow[]>;
/** An input row (its index in its language's list) whose label now reads as the dictionary words it. */
export type SpecRelabel = { locale: Locale; index: number; label: string };
export type SpecAlignment = {
  shared: SharedSpecRow[];
  own: SpecRowsByLocale;
  /** Labels the dictionary lacked, made from the rows: the caller stores them and passes them on (withNewLabels). */
  newLabels: SpecLabelEntry[];
  relabelled: SpecRelabel[];
};

/** How labels are compared: trimmed, runs of spaces as one, case ignored. */
export const comparableLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

const PLAIN_NUMBER = /^[-\u2212]?\d+(?:[.,]\d+)?$/;
/** How values are compared, and stored when the three agree: trimmed, a plain number's decimal comma as a point. */
export const comparableValue = (value: string) => {
  const trimmed = value.trim();
  return PLAIN_NUMBER.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
};

/** The dictionary with the labels an alignment made, for the next product. */
export function withNewLabels(dictionary: SpecDictionary, newLabels: readonly SpecLabelEntry[]): SpecDictionary {
  return newLabels.length ? new Map([...dictionary, ...newLabels.map((entry) => [entry.key, entry] as const)]) : dictionary;
}

/** One index in each language: the rows that become one shared row. */
type Match = { at: Record<Locale, number>; key: string };

export function alignSpecRows(rows: SpecRowsByLocale, dictionary: SpecDictionary): SpecAlignment {
  const labels = new LabelIndex(dictionary);
  const relabelled: SpecRelabel[] = [];
  const shared: SharedSpecRow[] = [];
  const taken = Object.fromEntries(LOCALES.map((locale) => [locale, new Set<number>()])) as Record<Locale, Set<number>>;

  const rowsAt = (at: Record<Locale, number>) => Object.fromEntries(LOCALES.map((locale) => [locale, rows[locale][at[locale]]!])) as Record<Locale, SpecRow>;
  const take = ({ at, key }: Match, value: SharedValue) => {
    // The three rows have one unit (sameShape, matchesByLabel): the Italian row's.
    const { unit } = rows.it[at.it]!;
    shared.push({ key, ...value, ...(unit ? { unit } : {}) });
    for (const locale of LOCALES) taken[locale].add(at[locale]);
  };

  if (sameShape(rows)) {
    rows.it.forEach((_, index) => {
      const at = { it: index, ru: index, en: index };
      const three = rowsAt(at);
      const value = sharedValue(three);
      if (!value) return;
      const found = labels.keyFor(three);
      for (const locale of found.relabel) relabelled.push({ locale, index, label: labelIn(labels.get(found.key), found.key, locale) });
      take({ at, key: found.key }, value);
    });
  } else {
    for (const match of matchesByLabel(rows, labels)) {
      const value = sharedValue(rowsAt(match.at));
      if (value) take(match, value);
    }
  }

  const own = Object.fromEntries(LOCALES.map((locale) => [locale, rows[locale].filter((_, index) => !taken[locale].has(index))])) as SpecRowsByLocale;
  return { shared, own, newLabels: labels.created, relabelled };
}

/** Same length, and at each position the same group and the same unit (or none) in the three languages. */
function sameShape(rows: SpecRowsByLocale): boolean {
  const { it, ru, en } = rows;
  return it.length > 0 && ru.length === it.length && en.length === it.length && it.every((row, i) => [ru[i]!, en[i]!].every((other) => other.group === row.group && other.unit === row.unit));
}

/**
 * Each row's key by its label in its language; a key found exactly once in each language, with the same unit
 * everywhere, is a match, in the Italian order.
 */
function matchesByLabel(rows: SpecRowsByLocale, labels: LabelIndex): Match[] {
  const keysOf = Object.fromEntries(LOCALES.map((locale) => [locale, rows[locale].map((row) => labels.keyIn(locale, row))])) as Record<Locale, (string | undefined)[]>;
  const onlyIndex = (locale: Locale, key: string) => {
    const found = keysOf[locale].flatMap((k, index) => (k === key ? [index] : []));
    return found.length === 1 ? found[0] : undefined;
  };
  const matches: Match[] = [];
  for (const key of keysOf.it) {
    if (key === undefined) continue;
    const [it, ru, en] = LOCALES.map((locale) => onlyIndex(locale, key));
    if (it === undefined || ru === undefined || en === undefined) continue;
    const unit = rows.it[it]!.unit;
    if (rows.ru[ru]!.unit === unit && rows.en[en]!.unit === unit) matches.push({ at: { it, ru, en }, key });
  }
  return matches;
}

type SharedValue = { value: string } | { text: Record<Locale, string> };

/**
 * The value the three rows share: one value when they agree, each language's words otherwise. None when a shared
 * row could not show them as they are: an empty value beside a filled one would read as the Italian one.
 */
function sharedValue(three: Record<Locale, SpecRow>): SharedValue | null {
  const values = LOCALES.map((locale) => comparableValue(three[locale].value));
  if (values.every((value) => value === values[0])) return { value: values[0]! };
  if (values.some((value) => value === '')) return null;
  return { text: { it: three.it.value.trim(), ru: three.ru.value.trim(), en: three.en.value.trim() } };
}

/** The dictionary looked up by labels, growing by the labels the alignment makes (each made once, then reused). */
class LabelIndex {
  readonly created: SpecLabelEntry[] = [];
  private readonly entries: Map<string, SpecLabelEntry>;
  private readonly byAll = new Map<string, string>();
  private readonly byItalian = new Map<string, string>();
  /** Per language, a label's keys: more than one makes the label ambiguous there. */
  private readonly byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, new Map<string, string[]>()])) as Record<Locale, Map<string, string[]>>;

  constructor(dictionary: SpecDictionary) {
    this.entries = new Map(dictionary);
    for (const entry of dictionary.values()) this.add(entry);
  }

  get(key: string) {
    return this.entries.get(key);
  }

  /** The key of a position's three rows: all three labels known, else the Italian one, else a new label. */
  keyFor(three: Record<Locale, SpecRow>): { key: string; relabel: Locale[] } {
    const { group } = three.it;
    const all = this.byAll.get(allLabels(group, (locale) => three[locale].label));
    if (all) return { key: all, relabel: [] };
    const italian = this.byItalian.get(lookup(group, three.it.label));
    if (italian) {
      const entry = this.entries.get(italian);
      return { key: italian, relabel: LOCALES.filter((locale) => comparableLabel(labelIn(entry, italian, locale)) !== comparableLabel(three[locale].label)) };
    }
    return { key: this.create(three), relabel: [] };
  }

  /** The one key a row's label names in its language (same group), or undefined. */
  keyIn(locale: Locale, row: SpecRow): string | undefined {
    const keys = this.byLocale[locale].get(lookup(row.group, row.label));
    return keys?.length === 1 ? keys[0] : undefined;
  }

  private create(three: Record<Locale, SpecRow>): string {
    const { group, unit } = three.it;
    const sortOrder = Math.max(-1, ...[...this.entries.values()].filter((entry) => entry.group === group).map((entry) => entry.sortOrder)) + 1;
    const entry: SpecLabelEntry = {
      key: specLabelKey(three.it.label, (key) => this.entries.has(key)),
      group,
      unit: unit ?? null,
      sortOrder,
      labels: Object.fromEntries(LOCALES.map((locale) => [locale, three[locale].label.trim()])),
    };
    this.entries.set(entry.key, entry);
    this.add(entry);
    this.created.push(entry);
    return entry.key;
  }

  private add(entry: SpecLabelEntry) {
    const label = (locale: Locale) => labelIn(entry, entry.key, locale);
    // The first entry in the dictionary's order wins a lookup by all labels or by the Italian one.
    if (!this.byAll.has(allLabels(entry.group, label))) this.byAll.set(allLabels(entry.group, label), entry.key);
    if (!this.byItalian.has(lookup(entry.group, label('it')))) this.byItalian.set(lookup(entry.group, label('it')), entry.key);
    for (const locale of LOCALES) {
      const keys = this.byLocale[locale].get(lookup(entry.group, label(locale))) ?? [];
      this.byLocale[locale].set(lookup(entry.group, label(locale)), [...keys, entry.key]);
    }
  }
}

// A label is found only in its own group: a row keeps the section of the table it was in.
const lookup = (group: SpecGroup, label: string) => `${group}\n${comparableLabel(label)}`;
const allLabels = (group: SpecGroup, label: (locale: Locale) => string) => [group, ...LOCALES.map((locale) => comparableLabel(label(locale)))].join('\n');

const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
const KEY_LENGTH = 48;

/**
 * A new label's key from its Italian label: camelCase ASCII, accents dropped ("Pressione sonora unità esterna" →
 * "pressioneSonoraUnitaEsterna"), numbered from 2 when taken; "spec" when no letter or digit is left.
 */
export function specLabelKey(label: string, taken: (key: string) => boolean): string {
  const ascii = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (letter) => LETTERS[letter] ?? '');
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  const base = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('').slice(0, KEY_LENGTH) || 'spec';
  let key = base;
  for (let n = 2; taken(key); n += 1) key = `${base}${n}`;
  return key;
}
