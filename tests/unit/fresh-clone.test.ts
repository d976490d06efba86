import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneWorkingTree } from '../support/fresh-clone';

// The README's scripts in a fresh clone: each installs the dependencies before it imports one (lib/cli/run.mjs),
// two of them are run first thing, and none leaves the checkout changed. The download is the one part left out: `npm` on the
// PATH is a stand-in that records how it was called and links this checkout's installed packages into the clone
// (a real `npm ci` compiles better-sqlite3 for two minutes; the CI run itself is a fresh clone that does it for
// real, and `npm test` checks the checkout is clean at its end).
let clone: ReturnType<typeof cloneWorkingTree>;
let bin: string;
const npmLog = () => (fs.existsSync(path.join(bin, 'calls')) ? fs.readFileSync(path.join(bin, 'calls'), 'utf8').trim().split('\n') : []);

beforeAll(() => {
  clone = cloneWorkingTree();
  bin = path.join(path.dirname(clone.dir), 'bin');
  fs.mkdirSync(bin);
  const installed = path.resolve('node_modules');
  // `npm ci` as far as a script can tell: a node_modules of the lock's packages (links to ours), nothing else.
  fs.writeFileSync(
    path.join(bin, 'npm'),
    `#!/bin/sh\necho "$*" >> "${bin}/calls"\n[ "$1" = ci ] || exit 3\nrm -rf node_modules && mkdir node_modules && for entry in "${installed}"/* "${installed}"/.bin; do ln -s "$entry" node_modules/; done\n`,
    { mode: 0o755 },
  );
});
afterAll(() => clone?.remove());

/** `npm run <name> -- <args>` as npm runs it (the package.json command through sh), with the stand-in npm. */
function npmRun(name: string, ...args: string[]) {
  const scripts = (JSON.parse(fs.readFileSync(path.join(clone.dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, DATABASE_URL: '', SITE_URL: '' };
  return spawnSync('sh', ['-c', `${scripts[name]} ${args.join(' ')}`], { cwd: clone.dir, env, encoding: 'utf8', timeout: 120_000 });
}

// Each script generates the Prisma clients in the clone first: tens of seconds on a busy machine.
describe('a fresh clone', { timeout: 120_000 }, () => {
  it('every script that runs our code installs first: through lib/cli/run.mjs, or start.mjs and test.mjs themselves', () => {
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    // `serve` and `db:deploy` are a deployment's commands: the deployment installed the dependencies its own way.
    const deployment = ['serve', 'db:deploy'];
    const ours = Object.entries(scripts).filter(([name, command]) => !deployment.includes(name) && /\bnode lib\/cli\//.test(command));
    expect(ours.filter(([, command]) => !/^node lib\/cli\/(run\.mjs|start\.mjs|test\.mjs)\b/.test(command) || command.includes('--no-install'))).toEqual([]);
    expect(Object.entries(scripts).filter(([, command]) => /^(npx |tsx |next |eslint |tsc |vitest |playwright )/.test(command))).toEqual([]);
  });

  it('`npm run cluster -- stop` installs first, then runs', () => {
    const result = npmRun('cluster', 'stop');
    expect(result.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('nothing to stop');
    expect(npmLog()).toEqual(['ci --no-audit --no-fund']);
  });

  it('`npm run users -- invite` migrates the new database and prints a link, installing at most once in all', () => {
    const result = npmRun('users', 'invite', 'owner@example.test', 'admin');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/http:\/\/localhost:3000\/admin\/set-password\?token=\S{20,}/);
    expect(fs.existsSync(path.join(clone.dir, 'var/data/site.db'))).toBe(true);
    expect(npmLog()).toEqual(['ci --no-audit --no-fund']);
  });

  it('is as clean afterwards as it was cloned', () => {
    expect(clone.status()).toBe('');
  });
});
