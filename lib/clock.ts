// The application's one clock. Every rule that depends on the current time (expiry of captchas, tokens and
// links, retry delays, rate windows, retention) reads it here instead of calling Date.now() or new Date(), so a
// Vitest test can put a fake clock in its place (tests/support/fake-clock.ts) and move time at will. Production
// never calls setClock. No imports and no 'server-only': browser code and plain scripts read it too.

export type Clock = { now(): number };

const systemClock: Clock = { now: () => Date.now() };

// On globalThis, so that a module graph loaded twice (vi.resetModules, Next's separate bundles) shares one clock.
const holder = globalThis as unknown as { aerisClock?: Clock };

/** The current time, in milliseconds since the epoch. */
export function nowMs(): number {
  return (holder.aerisClock ?? systemClock).now();
}

/** The current time, as a new Date. */
export function now(): Date {
  return new Date(nowMs());
}

/** Puts `clock` in the system clock's place (tests only); null puts the system clock back. */
export function setClock(clock: Clock | null): void {
  holder.aerisClock = clock ?? undefined;
}
