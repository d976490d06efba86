import { describe, expect, it } from 'vitest';
import { now, nowMs, setClock } from '@/lib/clock';
import { useFakeClock } from '../support/fake-clock';

const readsSystemTime = () => Math.abs(nowMs() - Date.now()) < 1000;

describe('the application clock', () => {
  it('reads the system time until a clock is set, and again after setClock(null)', () => {
    expect(readsSystemTime()).toBe(true);
    setClock({ now: () => Date.UTC(2001, 0, 1) });
    try {
      expect(now().toISOString()).toBe('2001-01-01T00:00:00.000Z');
    } finally {
      setClock(null);
    }
    expect(readsSystemTime()).toBe(true);
  });
});

// The tests of a file run in order: the second proves that the first's fake clock did not outlive it.
describe('useFakeClock', () => {
  it('stands still until advanced or set', () => {
    const clock = useFakeClock('2026-03-01T09:00:00Z');
    expect(now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    clock.advance(90_000);
    expect(nowMs()).toBe(Date.parse('2026-03-01T09:01:30Z'));
    expect(clock.now().toISOString()).toBe('2026-03-01T09:01:30.000Z');
    clock.set(new Date('2030-12-31T23:59:59Z'));
    expect(now().toISOString()).toBe('2030-12-31T23:59:59.000Z');
  });

  it('gives the system clock back when its test ends', () => {
    expect(readsSystemTime()).toBe(true);
  });
});
