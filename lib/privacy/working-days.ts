// Deadlines of requests from data subjects: 152-FZ gives the operator 10 working days (art. 14, 20), the GDPR a
// month; the stricter one is kept. Working days are Monday to Friday, counted in UTC, with no holiday calendar
// (a public holiday counts as a working day, so the deadline only errs early).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end (23:59:59.999 UTC) of the `days`-th working day after `from`'s day. */
export function addWorkingDays(from: Date, days: number): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    day.setTime(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(day.getTime() + DAY_MS - 1);
}

export const ERASURE_DEADLINE_WORKING_DAYS = 10;

/** Working days from `now`'s day to `due`'s, `due`'s day counted and `now`'s not (0 on the last day and after it). */
export function workingDaysLeft(now: Date, due: Date): number {
  let days = 0;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (;;) {
    day.setTime(day.getTime() + DAY_MS);
    if (day > due) return days;
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
}
