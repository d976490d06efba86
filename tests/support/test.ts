import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';

// Every end-to-end spec imports `test` and `expect` from here (tests/unit/e2e-conventions.test.ts checks it).

/** Where each worker writes its PID for the watchdog (tests/support/watchdog-reporter.ts), per runner process. */
export function workerPidFile(runnerPid: number, workerIndex: number): string {
  return path.resolve('var/test/workers', String(runnerPid), `${workerIndex}.pid`);
}

export const test = base.extend<object, { workerPid: void }>({
  // A worker's PID, for the runner-side watchdog, which can kill the worker when its event loop is blocked.
  workerPid: [
    async ({}, use, workerInfo) => {
      const file = workerPidFile(process.ppid, workerInfo.workerIndex);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, String(process.pid));
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
