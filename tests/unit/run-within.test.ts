import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRunning } from '@/lib/cli/proc.mjs';
import { runWithin } from '@/lib/cli/steps.mjs';

// The steps' commands (npm ci, prisma, the build) run in children of `npx` or `npm`: past its limit, a command is
// killed with every process under it, or the real work would go on after the step gave up.


describe('a step command', () => {
  it('past its limit, is killed with its children, and says so', async () => {
    const pidFile = `var/test/run-within-${process.pid}.pid`;
    fs.mkdirSync('var/test', { recursive: true });
    const started = runWithin('sh', ['-c', `sleep 60 & echo $! > ${pidFile}; wait`], { timeoutMs: 1000 });
    await expect(started).rejects.toMatchObject({ timedOut: true, message: 'sh -c ' + `sleep 60 & echo $! > ${pidFile}; wait` + ' ran past 1 s' });
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    fs.rmSync(pidFile);
    expect(grandchild).toBeGreaterThan(0);
    await expect.poll(() => isRunning(grandchild), { timeout: 5000 }).toBe(false);
  });

  it('that fails says how, and is not taken for one that ran too long', async () => {
    await expect(runWithin('sh', ['-c', 'exit 3'], { timeoutMs: 10_000 })).rejects.toMatchObject({ timedOut: false, message: 'sh -c exit 3 exited with 3' });
  });
});
