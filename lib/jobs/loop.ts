import * as clock from '@/lib/clock';

// The one loop of the server's background workers (the outbox sender, the job runner): a pass, then sleep
// until the next piece of work is due (at most `maxIdleMs`); `wake()` starts a pass at once, and a wake during
// a pass runs another right after it. A pass that throws is reported and the loop goes on.

export type Worker = {
  /** Does what is due now. */
  runOnce(): Promise<unknown>;
  /** When the next piece of work becomes due, or null when nothing waits. */
  nextDueAt(): Promise<Date | null>;
  /** After each pass (housekeeping). */
  afterPass?(): Promise<void>;
  /** Hands back what this worker holds and has not finished (a server shutting down). */
  release(): Promise<unknown>;
};

export type WorkerLoop = {
  wake(): void;
  /**
   * For a server shutting down: stops the loop, waits at most `graceMs` for the pass under way (a mail server or
   * an HTTP call that hangs must not hold up the shutdown), then hands back the worker's claims, so the next
   * start (or another server) takes them at once instead of after their expiry. The process exits right after:
   * a pass still hanging dies with it, so nothing runs twice at once.
   */
  stop(graceMs?: number): Promise<void>;
};

export function runWorkerLoop(worker: Worker, options: { maxIdleMs?: number; onError?: (error: unknown) => void } = {}): WorkerLoop {
  const maxIdleMs = options.maxIdleMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function work() {
    let delay = maxIdleMs;
    try {
      do {
        again = false;
        await worker.runOnce();
      } while (again && !stopped);
      await worker.afterPass?.();
      const next = await worker.nextDueAt();
      if (next) delay = Math.min(maxIdleMs, Math.max(100, next.getTime() - clock.nowMs()));
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) timer = setTimeout(pass, delay);
  }

  function pass() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = work().finally(() => {
      running = null;
      // Woken while this pass was ending: the new work is not left until the next poll.
      if (again) pass();
    });
  }

  pass();
  return {
    wake: () => pass(),
    async stop(graceMs = 5000) {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, graceMs)))]);
      clearTimeout(waited);
      await worker.release();
    },
  };
}
