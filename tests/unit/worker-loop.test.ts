import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWorkerLoop, type Worker, type WorkerLoop } from '@/lib/jobs/loop';

// The loop shared by the outbox sender and the job runner (lib/jobs/loop.ts): a wake during a pass is not left
// until the next poll, and a stop (a server shutting down) hands back the worker's claims after the pass under
// way, or after the grace period when that pass hangs.

const loops: WorkerLoop[] = [];
afterEach(async () => {
  for (const loop of loops.splice(0)) await loop.stop(0);
});

/** A worker whose passes are counted and may be held open by the test; nothing is ever due (idle 1 minute). */
function worker() {
  let hold: Promise<void> | null = null;
  let release = () => {};
  const passes = vi.fn(async () => hold ?? undefined);
  const released = vi.fn(async () => undefined);
  const subject: Worker = { runOnce: passes, nextDueAt: async () => null, release: released };
  return {
    subject,
    passes,
    released,
    holdNextPass() {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    finishPass() {
      hold = null;
      release();
    },
  };
}

const start = (subject: Worker) => {
  const loop = runWorkerLoop(subject, { maxIdleMs: 60_000 });
  loops.push(loop);
  return loop;
};

describe('the worker loop', () => {
  it('runs a pass at once when woken, and another right after one that was woken while running', async () => {
    const w = worker();
    const loop = start(w.subject);
    await vi.waitFor(() => expect(w.passes).toHaveBeenCalledTimes(1), { timeout: 2000 });
    loop.wake();
    await vi.waitFor(() => expect(w.passes).toHaveBeenCalledTimes(2), { timeout: 2000 });

    w.holdNextPass();
    loop.wake();
    await vi.waitFor(() => expect(w.passes).toHaveBeenCalledTimes(3), { timeout: 2000 });
    loop.wake(); // while the third pass runs
    w.finishPass();
    await vi.waitFor(() => expect(w.passes).toHaveBeenCalledTimes(4), { timeout: 2000 });
  });

  it('hands back the claims at a stop: after the pass under way, or after the grace period when it hangs', async () => {
    const busy = worker();
    busy.holdNextPass();
    const first = start(busy.subject);
    await vi.waitFor(() => expect(busy.passes).toHaveBeenCalledTimes(1), { timeout: 2000 });
    const stopping = first.stop(5000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(busy.released).not.toHaveBeenCalled();
    busy.finishPass();
    await stopping;
    expect(busy.released).toHaveBeenCalledTimes(1);

    const hanging = worker();
    hanging.holdNextPass();
    const second = start(hanging.subject);
    await vi.waitFor(() => expect(hanging.passes).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await second.stop(50);
    expect(hanging.released).toHaveBeenCalledTimes(1);
    hanging.finishPass();
  });
});
