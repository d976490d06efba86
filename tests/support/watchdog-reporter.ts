import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { parentPid } from '../../lib/cli/proc.mjs';
import { workerPidFile } from './test';

// Runs in Playwright's runner process, not in the workers. A test's own timeout fires inside its worker, on the
// worker's event loop: a worker whose loop is blocked (a busy loop, a synchronous call that never returns, as
// Node 20's fs.cpSync can when a file shrinks while it is copied) never reaches it, and the run hangs. This
// reporter gives each test three times its timeout, then kills the worker running it with SIGKILL and names the
// test; Playwright reports the test as failed and goes on with a new worker. Workers write their PID when they
// start (the auto fixture in tests/support/test.ts): Playwright passes them their index after they start.

/** How many times its timeout a test may run before its worker is killed. */
export const WATCHDOG_FACTOR = 3;

/** The PID the worker with `index` wrote when it started (tests/support/test.ts), if it is still that worker. */
export function workerPid(index: number): number | null {
  try {
    const pid = Number(fs.readFileSync(workerPidFile(process.pid, index), 'utf8'));
    // Still our child: a PID is reused only by a later process, which would not be one of ours.
    return parentPid(pid) === process.pid ? pid : null;
  } catch {
    return null;
  }
}

export default class WatchdogReporter implements Reporter {
  private timers = new Map<string, NodeJS.Timeout>();

  printsToStdio() {
    return false;
  }

  onTestBegin(test: TestCase, result: TestResult) {
    if (!test.timeout) return;
    const limit = test.timeout * WATCHDOG_FACTOR;
    const timer = setTimeout(() => this.bark(test, result, limit), limit);
    timer.unref();
    this.timers.set(`${test.id}#${result.retry}`, timer);
  }

  onEnd() {
    fs.rmSync(path.dirname(workerPidFile(process.pid, 0)), { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const key = `${test.id}#${result.retry}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }

  private bark(test: TestCase, result: TestResult, limit: number) {
    const pid = workerPid(result.workerIndex);
    const title = test.titlePath().filter(Boolean).join(' › ');
    console.error(
      `[watchdog] "${title}" has run ${Math.round(limit / 1000)} s, ${WATCHDOG_FACTOR} times its timeout: ` +
        (pid ? `killing its worker (index ${result.workerIndex}, pid ${pid})` : `its worker (index ${result.workerIndex}) was not found`),
    );
    if (pid) process.kill(pid, 'SIGKILL');
  }
}
