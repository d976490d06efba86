import { describe, expect, it, vi } from 'vitest';
import { isAssetLoadError, reloadOnce } from '@/lib/browser/reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  } as Storage;
}

describe('reloadOnce', () => {
  it('reloads at most once per 10 s for the same path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce('/ru/product', { storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadOnce('/ru/product', { storage, now: 1_009_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce('/ru/product', { storage, now: 1_010_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce('/a', { storage, now: 5_000, reload });
    expect(reloadOnce('/b', { storage, now: 5_001, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('isAssetLoadError', () => {
  it('recognises failed chunk and module loads', () => {
    expect(isAssetLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' })).toBe(true);
    expect(isAssetLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe(true);
    expect(isAssetLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isAssetLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isAssetLoadError('ChunkLoadError')).toBe(false);
    expect(isAssetLoadError(null)).toBe(false);
  });
});
