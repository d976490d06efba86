#!/usr/bin/env node
// `npm start`: installs what is missing, brings the database up to date, builds when needed, serves.
import { spawn } from 'node:child_process';
import { buildIfNeeded, ensureDependencies, prepareDatabase, root } from './steps.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.env.SITE_URL ??= 'http://localhost:3000';

ensureDependencies();
prepareDatabase();
buildIfNeeded();

const server = spawn(process.execPath, ['lib/cli/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
