// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findHashTarget, scrollToHash } from '@/lib/browser/hash-scroll';

describe('scrollToHash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  function addTarget(id: string, top: number) {
    const el = document.createElement('section');
    el.id = id;
    el.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(el);
  }

  it('scrolls so that the target sits 100 px below the top of the viewport', () => {
    addTarget('specs', 250);
    scrollToHash('#specs', { behavior: 'instant' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 400 + 250 - 100, behavior: 'instant' });
  });

  it('retries every 50 ms until the element exists', () => {
    scrollToHash('#late', { behavior: 'smooth' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(49 * 50);
    addTarget('late', 100);
    vi.advanceTimersByTime(50);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 400, behavior: 'smooth' });
  });

  it('gives up after 50 retries with a console warning only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scrollToHash('#missing', { behavior: 'smooth' });
    vi.advanceTimersByTime(50 * 50 - 1);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#missing'));
    addTarget('missing', 0);
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stops retrying when cancelled', () => {
    const cancel = scrollToHash('#late', { behavior: 'smooth' });
    cancel();
    addTarget('late', 0);
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('finds ids written with percent escapes', () => {
    addTarget('caffè', 0);
    expect(findHashTarget('#caff%C3%A8', document)?.id).toBe('caffè');
    expect(findHashTarget('#', document)).toBeNull();
  });
});
