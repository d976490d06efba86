// Long work on SQLite never gives the event loop back by itself: better-sqlite3 answers synchronously, so a chain of
// awaited queries runs as one stretch of microtasks, and until it ends no request is read, no timer fires. Such work
// (a spreadsheet import's dry run and Apply) calls `breathe()` between its steps.

/** Lets the event loop run once (requests waiting, timers due), then goes on. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
