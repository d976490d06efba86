import type { Locale } from '@/i18n/routing';

// Every date staff read or type is in their own time zone (issue 30, item 3): a lead sent at 08:52 in Moscow
// reads 08:52 in Moscow and 06:52 in Rome, and "today" is Moscow's today for the one, Rome's for the other. Each
// user chooses a zone in the account; until then their language gives it. Dates always carry their zone's label.

/** A user's zone until they choose one: the language's main market. */
export const DEFAULT_TIME_ZONES: Record<Locale, string> = { ru: 'Europe/Moscow', it: 'Europe/Rome', en: 'UTC' };

/** The zones of the markets the site serves, offered first in the account (Rome, then Russia west to east, the CIS). */
export const SUGGESTED_TIME_ZONES: readonly string[] = [
  'Europe/Rome', 'Europe/Kaliningrad', 'Europe/Moscow', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Omsk', 'Asia/Novosibirsk',
  'Asia/Krasnoyarsk', 'Asia/Irkutsk', 'Asia/Yakutsk', 'Asia/Vladivostok', 'Asia/Magadan', 'Asia/Kamchatka', 'Europe/Minsk',
  'Asia/Almaty', 'Asia/Tashkent', 'Asia/Ashgabat', 'Asia/Bishkek', 'Asia/Dushanbe', 'Asia/Baku', 'Asia/Tbilisi', 'Asia/Yerevan',
  'Europe/Chisinau', 'UTC',
];

let known: Set<string> | undefined;
/** The IANA zones this runtime knows (Node lists "UTC" apart from the others). */
export function timeZones(): string[] {
  known ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return [...known];
}

export const isTimeZone = (value: unknown): value is string => typeof value === 'string' && (timeZones(), known!.has(value));

/** The zone a user reads dates in: the one they chose, else their language's. */
export const timeZoneOf = (chosen: string | null | undefined, locale: Locale): string => (isTimeZone(chosen) ? chosen : DEFAULT_TIME_ZONES[locale]);

/** Whom a date is shown to: their language and their zone. */
export type Reader = { locale: Locale; timeZone: string };

const STYLES = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  seconds: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof STYLES;

/** The reader's formatter of dates and times, with the zone's label: "27.11.2026, 08:52 GMT+3", "27/11/2026, 06:52 CET". */
export const dateFormatter = (reader: Reader, style: DateStyle = 'short') =>
  new Intl.DateTimeFormat(reader.locale, { ...STYLES[style], timeZone: reader.timeZone, timeZoneName: 'short' });

/** One date and time as the reader reads it (dateFormatter). */
export const formatDateTime = (date: Date, reader: Reader, style: DateStyle = 'short'): string => dateFormatter(reader, style).format(date);

/** A moment as exports write it, in `timeZone`: "2026-11-27 08:52" (Swedish writes dates the ISO way). */
export const exportDateTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone }).format(date);

/** The calendar day ("2026-11-27") a moment falls on in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
export function offsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment a calendar day ("2026-11-27") begins in `timeZone` (its midnight, or the first hour after a gap). */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The offset near midnight, then at that answer: they differ only next to a clock change. Of the two, the
  // earlier one that falls on the day (where midnight is skipped, the day starts at 01:00).
  const first = midnightUtc - offsetMs(timeZone, new Date(midnightUtc));
  const second = midnightUtc - offsetMs(timeZone, new Date(first));
  const onTheDay = [second, first].filter((at) => dayIn(new Date(at), timeZone) === day).sort((a, b) => a - b);
  return new Date(onTheDay[0] ?? second);
}

/**
 * The moment a wall-clock time ("2026-11-27", "15:30") is in `timeZone`: the earlier one when the clock shows it
 * twice, the moment after the gap when the clock skips it.
 */
export function zonedMoment(day: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The readings of the wall time with the zone's offsets of the day before and the day after: around a change of
  // the clocks they differ, and at most one change happens in between.
  const DAY = 86_400_000;
  const readings = [...new Set([wall - DAY, wall + DAY].map((at) => wall - offsetMs(timeZone, new Date(at))))];
  const shown = readings.filter((at) => wallTime(new Date(at), timeZone) === `${day}T${time}`).sort((a, b) => a - b);
  // Skipped: the reading with the offset before the gap is the later one, and lands after it.
  return new Date(shown[0] ?? Math.max(...readings));
}

/** A moment as the value of a `datetime-local` field in `timeZone` ("2026-11-27T15:30"). */
export function wallTime(date: Date, timeZone: string): string {
  return exportDateTime(date, timeZone).replace(' ', 'T');
}

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** A zone as a person names it, with its offset now: "Europe/Moscow (GMT+3)". */
export function zoneLabel(timeZone: string, locale: Locale, at: Date): string {
  const offset = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}
