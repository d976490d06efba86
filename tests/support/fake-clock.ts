import { onTestFinished } from 'vitest';
import { setClock } from '@/lib/clock';

// A fake clock for Vitest: the application's rules read the time from lib/clock.ts, and this puts a clock there
// that stands still until the test moves it. Only that clock is replaced: timers, Date.now() and new Date() in
// the test and in libraries keep the real time.

export type FakeClock = {
  /** The fake time, as a new Date. */
  now(): Date;
  /** Moves the fake time forward by `ms` (backward when negative). */
  advance(ms: number): void;
  /** Sets the fake time. */
  set(time: Date | string): void;
};

const toMs = (time: Date | string) => {
  const ms = new Date(time).getTime();
  if (Number.isNaN(ms)) throw new Error(`useFakeClock: not a time: ${String(time)}`);
  return ms;
};

/**
 * Stops the application's clock at `start`. Call it in a test or in beforeEach: the system clock is back when
 * the test ends, passed or failed.
 */
export function useFakeClock(start: Date | string): FakeClock {
  let current = toMs(start);
  onTestFinished(() => setClock(null));
  setClock({ now: () => current });
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    set: (time) => void (current = toMs(time)),
  };
}
