#!/usr/bin/env node
// `npm start`: installs what is missing, brings the database up to date, builds when needed, serves.
import { spawn } from 'node:child_process';
import { buildIfNeeded, ensureDependencies, prepareDatabase, root } from './steps.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.SITE_URL ??= 'http://localhost:3000';

await ensureDependencies();
await prepareDatabase();
await buildIfNeeded();

// An IPC channel, used for nothing but its end: should this process be killed outright (SIGKILL, which it cannot
// pass on), the server sees the channel close and stops too instead of running on as an orphan.
const server = spawn(process.execPath, ['lib/server/server.mjs'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// Started with an IPC channel itself (the tests' server, tests/support/e2e-server.mjs): when that parent is gone,
// so is the reason to serve.
if (process.send) process.on('disconnect', () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
