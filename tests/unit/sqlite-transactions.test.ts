import { spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-db';

// Another process writing the SQLite file while a transaction of ours is open (`npm run users` beside the site):
// our transaction's write must wait for its turn, never fail with SQLITE_BUSY_SNAPSHOT (lib/prisma-client.ts).
// And in our own process: another request's query while a transaction is open is not part of it.

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

/** A second process that inserts a setting when told to (a line on stdin); says `trying` first, `written` after. */
function otherWriter(file: string) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(${JSON.stringify(file)}, { timeout: 10000 });
    process.stdin.once('data', () => {
      console.log('trying');
      db.prepare("INSERT INTO Setting (key, value, updatedAt) VALUES ('other', 'x', 0)").run();
      console.log('written');
      process.exit(0);
    });
    console.log('ready');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const said = (word: string, timeoutMs = 10_000) =>
    new Promise<boolean>((resolve) => {
      const deadline = Date.now() + timeoutMs;
      const check = () => (output.includes(word) ? resolve(true) : Date.now() > deadline ? resolve(false) : setTimeout(check, 10));
      check();
    });
  return { said, go: () => child.stdin.write('go\n'), exited: new Promise((resolve) => child.on('exit', resolve)) };
}

it("a transaction that read before another process wrote still writes: the other process waits its turn", async () => {
  const database = createTestDatabase();
  cleanup = database.cleanup;
  const writer = otherWriter(database.url.slice('file:'.length));
  expect(await writer.said('ready')).toBe(true);

  await database.prisma.$transaction(async (tx) => {
    expect(await tx.setting.findMany()).toEqual([]);
    writer.go();
    expect(await writer.said('trying')).toBe(true);
    // Observation window: with a deferred BEGIN the other process writes now, and our write below is refused.
    expect(await writer.said('written', 1000)).toBe(false);
    await tx.setting.create({ data: { key: 'ours', value: 'y' } });
  });

  await writer.exited;
  expect((await database.prisma.setting.findMany({ orderBy: { key: 'asc' } })).map((row) => row.key)).toEqual(['other', 'ours']);
});

it("another request's write while a transaction is open waits for it, and survives its rollback; its read sees only what is committed", async () => {
  const database = createTestDatabase();
  cleanup = database.cleanup;
  const { prisma } = database;
  let written = false;
  let outside: Promise<unknown> = Promise.resolve();
  const rolledBack = prisma.$transaction(async (tx) => {
    await tx.setting.create({ data: { key: 'transaction', value: 'x' } });
    // Another request, meanwhile: it reads, then writes.
    expect(await prisma.setting.count()).toBe(0);
    outside = prisma.setting.create({ data: { key: 'visitor', value: 'y' } }).then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBe(false);
    throw new Error('refused');
  });
  await expect(rolledBack).rejects.toThrow('refused');
  await outside;
  expect((await prisma.setting.findMany()).map((row) => row.key)).toEqual(['visitor']);
});

it('a transaction that could not begin (the file locked past the busy timeout) leaves nothing held: the next ones run', async () => {
  const database = createTestDatabase();
  cleanup = database.cleanup;
  const file = database.url.slice('file:'.length);
  const { createPrismaClient } = await import('@/lib/prisma-client');
  const prisma = createPrismaClient(database.url, { busyTimeoutMs: 200 });
  const holder = spawn(process.execPath, ['-e', `const db = new (require('better-sqlite3'))(${JSON.stringify(file)}); db.exec('BEGIN IMMEDIATE'); console.log('locked'); process.stdin.once('data', () => { db.exec('ROLLBACK'); console.log('free'); });`], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  holder.stdout.on('data', (chunk) => (output += chunk));
  const said = (word: string) => expect.poll(() => output.includes(word), { timeout: 10_000 }).toBe(true);
  try {
    await said('locked');
    await expect(prisma.$transaction((tx) => tx.setting.create({ data: { key: 'first', value: '' } }))).rejects.toThrow();
    holder.stdin.write('go\n');
    await said('free');
    await prisma.$transaction((tx) => tx.setting.create({ data: { key: 'second', value: '' } }));
    await prisma.setting.create({ data: { key: 'third', value: '' } });
    expect((await prisma.setting.findMany({ orderBy: { key: 'asc' } })).map((row) => row.key)).toEqual(['second', 'third']);
  } finally {
    holder.kill('SIGKILL');
    await prisma.$disconnect();
  }
});
