import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh clone of this repository as it is now (the working tree's files, committed or not, as `git add -A` would
 * take them) in a temporary folder, checked out, with no node_modules and nothing ignored. `remove` deletes it.
 */
export function cloneWorkingTree() {
  const root = path.resolve('.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeris-clone-'));
  const git = (args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) =>
    execFileSync('git', args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, encoding: 'utf8' }).trim();
  // A commit of the working tree made through an index of our own: the repository's index and refs stay untouched.
  const index = { GIT_INDEX_FILE: path.join(dir, 'index') };
  git(['read-tree', 'HEAD'], { env: index });
  git(['add', '-A'], { env: index });
  const tree = git(['write-tree'], { env: index });
  const commit = git(['-c', 'user.name=test', '-c', 'user.email=test@example.test', 'commit-tree', tree, '-p', 'HEAD', '-m', 'working tree'], { env: index });
  const clone = path.join(dir, 'clone');
  // A local clone links the whole object store, so the commit above is there although no ref names it.
  git(['clone', '-q', '--no-checkout', root, clone]);
  git(['checkout', '-q', commit], { cwd: clone });
  return {
    dir: clone,
    /** `git status --porcelain` in the clone: empty while it is as cloned. */
    status: () => git(['status', '--porcelain'], { cwd: clone }),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
