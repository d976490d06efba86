import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` refuses a lock that lacks an optional package of a locked package, even one for another platform
// (npm/cli#4828: `npm install` over an existing node_modules drops them). Every machine installs with `npm ci`.
type Entry = { version?: string; optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { lockfileVersion: number; packages: Record<string, Entry> };

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolve(from: string, name: string): string | undefined {
  for (let base = from; ; ) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it("holds Next's compiler for the other platforms developers use", () => {
    expect(lock.packages['node_modules/@next/swc-darwin-arm64']?.version).toBe(lock.packages['node_modules/next']?.version);
    expect(lock.packages['node_modules/@next/swc-win32-x64-msvc']?.version).toBe(lock.packages['node_modules/next']?.version);
  });

  it('holds every optional package of every locked package, as npm ci demands', () => {
    const missing = Object.entries(lock.packages).flatMap(([where, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolve(where, name))
        .map((name) => `${name} (of ${where || 'the project'})`),
    );
    expect(missing).toEqual([]);
  });
});
