import fs from 'node:fs';
import path from 'node:path';
import { TEST_DIST_DIR } from '../../support/e2e-settings.mjs';
import { expect, test } from '../../support/test';

// The rate limiters are kept on globalThis and shared by the route handlers and the server actions
// (lib/http/rate-limit.ts; their sharing is tested in tests/unit/rate-limit-routes.test.ts). That works only with one
// copy of rate-limiter-flexible per process: bundled, each layer got its own, and the route handler did not recognise
// a refusal made by the action's copy (`instanceof RateLimiterRes`): a 500 instead of the 429. next.config.ts keeps it
// in serverExternalPackages; this reads the test build for what that must give. (It needs the build, not a server.)

const SERVER_DIR = path.join(TEST_DIST_DIR, 'server');

/** Every source file each server chunk was compiled from, as its source map lists them (sectioned maps included). */
function compiledSources(): { map: string; sources: string[] }[] {
  const maps = fs.readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js.map'));
  return maps.map((file) => {
    const map = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, file), 'utf8')) as { sources?: string[]; sections?: { map?: { sources?: string[] } }[] };
    const sources = [...(map.sources ?? []), ...(map.sections ?? []).flatMap((section) => section.map?.sources ?? [])];
    return { map: file, sources: sources.map((source) => decodeURIComponent(source)) };
  });
}

test('the server build loads rate-limiter-flexible from node_modules: no layer bundles a copy of its own', async () => {
  const chunks = compiledSources();
  // Where the copies would be: lib/http/rate-limit.ts is compiled into the route handlers' chunks and into the
  // pages' (server actions') chunks.
  const users = chunks.filter(({ sources }) => sources.some((source) => /(^|\/)lib\/http\/rate-limit\.ts$/.test(source)));
  expect(users.filter(({ map }) => map.startsWith('chunks/ssr/')).length).toBeGreaterThan(0);
  expect(users.filter(({ map }) => !map.startsWith('chunks/ssr/')).length).toBeGreaterThan(0);
  // A bundled package shows in the maps as its files under node_modules: ipaddr.js, which the same module imports,
  // does…
  for (const { map, sources } of users) expect(sources.some((source) => source.includes('node_modules/ipaddr.js/')), map).toBe(true);
  // …and rate-limiter-flexible, in no chunk at all.
  expect(chunks.filter(({ sources }) => sources.some((source) => source.includes('node_modules/rate-limiter-flexible/'))).map(({ map }) => map)).toEqual([]);

  // The chunks require it at run time, under the name the build links to the project's node_modules: Node's module
  // cache then holds one copy for the whole process.
  const required = new Set<string>();
  for (const file of fs.readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))) {
    for (const match of fs.readFileSync(path.join(SERVER_DIR, file), 'utf8').matchAll(/require\("(rate-limiter-flexible[^"]*)"\)/g)) required.add(match[1]!);
  }
  expect(required.size).toBeGreaterThan(0);
  for (const name of required) {
    const linked = name === 'rate-limiter-flexible' ? path.resolve('node_modules', name) : path.join(TEST_DIST_DIR, 'node_modules', name);
    expect(fs.realpathSync(linked), name).toBe(fs.realpathSync('node_modules/rate-limiter-flexible'));
  }
});
