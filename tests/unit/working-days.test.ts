import { describe, expect, it } from 'vitest';
import { addWorkingDays, workingDaysLeft } from '@/lib/privacy/working-days';

describe('the deadline of a data subject’s request', () => {
  it('is the end of the tenth working day after the request, weekends skipped', () => {
    // Friday → two weeks later, Friday.
    expect(addWorkingDays(new Date('2026-11-27T15:00:00Z'), 10).toISOString()).toBe('2026-12-11T23:59:59.999Z');
    // Saturday and Sunday count from Monday on.
    expect(addWorkingDays(new Date('2026-11-28T09:00:00Z'), 10).toISOString()).toBe('2026-12-11T23:59:59.999Z');
    expect(addWorkingDays(new Date('2026-11-29T23:00:00Z'), 1).toISOString()).toBe('2026-11-30T23:59:59.999Z');
    // Wednesday → Wednesday two weeks later.
    expect(addWorkingDays(new Date('2026-12-02T00:00:00Z'), 10).toISOString()).toBe('2026-12-16T23:59:59.999Z');
  });
});

describe('the working days left before a deadline', () => {
  it('counts the weekdays after today up to the due day, none once it is reached', () => {
    const due = addWorkingDays(new Date('2026-11-27T15:00:00Z'), 10);
    expect(workingDaysLeft(new Date('2026-11-27T16:00:00Z'), due)).toBe(10);
    expect(workingDaysLeft(new Date('2026-12-05T10:00:00Z'), due)).toBe(5);
    expect(workingDaysLeft(new Date('2026-12-11T10:00:00Z'), due)).toBe(0);
    expect(workingDaysLeft(new Date('2026-12-14T10:00:00Z'), due)).toBe(0);
  });
});
