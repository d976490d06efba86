import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The rules that keep the browser suites fast and unable to hang (docs/testing.md, "Nothing can hang"), checked
// on their sources.

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

const specs = [...filesUnder('tests/e2e'), ...filesUnder('tests/cluster')].map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));
/** Lines of every spec matching `pattern`, as "file:line: text". */
const lines = (pattern: RegExp, { allowedBy }: { allowedBy?: RegExp } = {}) =>
  specs.flatMap(({ file, source }) =>
    source.split('\n').flatMap((text, index, all) => {
      if (!pattern.test(text)) return [];
      // A comment on the line or the one above may say why the line is allowed.
      if (allowedBy && (allowedBy.test(text) || allowedBy.test(all[index - 1] ?? ''))) return [];
      return [`${file}:${index + 1}: ${text.trim()}`];
    }),
  );

describe('the end-to-end and cluster specs', () => {
  it('exist in the three projects and the cluster run', () => {
    for (const dir of ['tests/e2e/api', 'tests/e2e/ui', 'tests/e2e/changes', 'tests/cluster']) expect(filesUnder(dir).length, dir).toBeGreaterThan(0);
    expect(filesUnder('tests/e2e').filter((file) => !/^tests\/e2e\/(api|ui|changes)\//.test(file))).toEqual([]);
  });

  it('take `test` from tests/support/test.ts, whose fixture lets the watchdog find a blocked worker', () => {
    const direct = specs.filter(({ source }) => /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(source)).map(({ file }) => file);
    expect(direct).toEqual([]);
  });

  it('set no timeout inside a test (the watchdog reads the one declared with the test)', () => {
    expect(lines(/\btest\.setTimeout\(/)).toEqual([]);
  });

  it('have no fixed waits, only observation windows of at most a second, each said to be one', () => {
    const waits = lines(/waitForTimeout\(|setTimeout\(resolve/, { allowedBy: /observation window/i });
    expect(waits).toEqual([]);
    const windows = lines(/waitForTimeout\(\s*([\d_]+)|setTimeout\(resolve,\s*([\d_]+)/).filter((line) => {
      const ms = Number(line.match(/(?:waitForTimeout\(\s*|setTimeout\(resolve,\s*)([\d_]+)/)![1]!.replace(/_/g, ''));
      return ms > 1000;
    });
    expect(windows).toEqual([]);
  });

  it('start at most four production servers of their own, each saying why', () => {
    // startAppServer, or the server's and `npm start`'s own scripts spawned by hand.
    const starts = /\bstartAppServer\(|['"]lib\/cli\/(server|start)\.mjs['"]/;
    expect(lines(starts).length).toBeLessThanOrEqual(4);
    expect(lines(starts, { allowedBy: /own server:/i })).toEqual([]);
  });
});
