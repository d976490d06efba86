#!/usr/bin/env node
// The entry of every npm script whose code needs the dependencies: `node lib/cli/run.mjs <script|bin> [args…]`.
// It installs them first when node_modules is missing or stale (steps.mjs, which needs none) and generates the
// Prisma clients when they are missing or stale (the app's code and its types import both), then runs the
// script (`.mjs` with Node, `.ts` with tsx) or a program of node_modules/.bin (eslint, tsc), and exits with its
// code. A script that imported a dependency at its top could not install it first: on a fresh clone it would stop
// at once with ERR_MODULE_NOT_FOUND.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, generateClients, root } from './steps.mjs';

// `--no-install`: a deployment's command (the release step), run where the deployment installed the dependencies
// its own way (`npm ci --omit=dev`, an image): only the Prisma clients are generated when missing.
const noInstall = process.argv[2] === '--no-install';
const [target, ...args] = process.argv.slice(noInstall ? 3 : 2);
if (!target) {
  console.error('usage: node lib/cli/run.mjs [--no-install] <script.mjs|script.ts|bin> [args…]');
  process.exit(2);
}

if (!noInstall) await ensureDependencies();
await generateClients();

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const [command, commandArgs] = target.endsWith('.ts')
  ? [bin('tsx'), [target, ...args]]
  : target.endsWith('.mjs') || target.endsWith('.js')
    ? [process.execPath, [target, ...args]]
    : [bin(target), args];
if (!fs.existsSync(command === process.execPath ? path.resolve(root, target) : command)) {
  console.error(`run.mjs: ${target} does not exist`);
  process.exit(2);
}

const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
// SIGINT is not passed on: Ctrl-C reaches the child from the terminal by itself (passing it on would deliver it
// twice), and this process waits for the child to end. SIGTERM and SIGHUP sent to this process are passed on.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
