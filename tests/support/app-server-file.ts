import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/cli/steps.mjs';
import { createPrismaClient } from '@/lib/prisma-client';
import { privateBuild } from './app-server';

// Like tests/support/app-server.ts, but the database file outlives the server: a test can kill a server
// (SIGKILL) and start another on the same file, as after a crash and a restart.

/** A migrated database file of the test's own; `remove` deletes it. */
export function createAppDatabase() {
  const file = path.resolve('var/test', `app-${randomUUID()}.db`);
  execFileSync(path.resolve('node_modules/.bin/prisma'), ['migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    file,
    url: `file:${file}`,
    remove() {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/** A production server of the test build on an existing database file (see startAppServer for the settings). */
export async function startAppServerOnFile(databaseUrl: string, settings: Record<string, string>) {
  const port = await freePort();
  const build = privateBuild();
  const baseUrl = `http://localhost:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['lib/cli/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: build.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SITE_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      MAIL_DIR: 'var/test/mail',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`App server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const db = createPrismaClient(databaseUrl);
  return {
    baseUrl,
    db,
    output,
    /** Sends `signal` to the server; answers its exit code (null when killed) once it has exited. */
    signal(signal: NodeJS.Signals): Promise<number | null> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
    /** Stops the server (SIGTERM) and closes the test's client; the database file stays. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await db.$disconnect();
      build.remove();
    },
  };
}

export type FileAppServer = Awaited<ReturnType<typeof startAppServerOnFile>>;
