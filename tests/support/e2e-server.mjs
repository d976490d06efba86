#!/usr/bin/env node
// The end-to-end run's one server (playwright.config.ts `webServer`): a capture SMTP server and a fake IndexNow
// endpoint, then `npm start`'s steps (lib/cli/start.mjs) on a fresh database with SMTP_URL and
// INDEXNOW_ENDPOINTS pointing at them. Every mail the site sends
// is written to var/test/mailbox as a file (tests/support/mailbox.ts reads it, from any worker). Started before
// Playwright's global setup, so the capture lives here, beside the server, and ends with it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_DATABASE_FILE } from './e2e-settings.mjs';

export const MAILBOX_DIR = path.resolve('var/test/mailbox');

/** One header line the capture prepends to each message: who it was delivered to (the SMTP envelope). */
export const ENVELOPE_HEADER = 'X-Test-Envelope-To';

/** A capture SMTP server on 127.0.0.1: each message as `<time>-<n>.eml` in `dir`, written whole (renamed in). */
async function startMailbox(dir = MAILBOX_DIR) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(', ');
        const name = `${Date.now()}-${String(++count).padStart(6, '0')}.eml`;
        const temporary = path.join(dir, `.${name}`);
        fs.writeFileSync(temporary, Buffer.concat([Buffer.from(`${ENVELOPE_HEADER}: ${to}\r\n`), ...chunks]));
        fs.renameSync(temporary, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Where the fake IndexNow endpoint writes each submission it receives (tests/e2e/changes/indexnow.spec.ts). */
export const INDEXNOW_DIR = path.resolve('var/test/indexnow');

/** A fake IndexNow endpoint on 127.0.0.1: each POST body as `<time>-<n>.json` in `dir`, answered 200. */
async function startIndexNow(dir = INDEXNOW_DIR) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const name = `${Date.now()}-${String(++count).padStart(6, '0')}.json`;
      fs.writeFileSync(path.join(dir, `.${name}`), Buffer.concat(chunks));
      fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
      response.writeHead(200).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${server.address().port}/indexnow`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function main() {
  const mailbox = await startMailbox();
  const indexNow = await startIndexNow();
  // A fresh database every run: what the tests find is the seed plus what they made themselves.
  const database = path.resolve(E2E_DATABASE_FILE);
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(database + suffix, { force: true });
  fs.rmSync(path.resolve('var/test/uploads'), { recursive: true, force: true });
  const server = spawn(process.execPath, ['lib/cli/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // IndexNow on, against the fake, with a second between batches instead of a minute.
    env: { ...process.env, DATABASE_URL: `file:${database}`, SMTP_URL: mailbox.url, INDEXNOW_ENDPOINTS: indexNow.url, INDEXNOW_INTERVAL_SECONDS: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  // Playwright starts this process in a group of its own: when the run is killed outright (.ci/run's timeout), no
  // signal comes here, but the parent is gone. Then the server stops too, freeing the port for the next run.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && server.kill('SIGTERM'), 1000).unref();
  // Killed outright, this process cannot pass anything on: start.mjs sees its IPC channel close and stops too.
  server.on('exit', async (code) => {
    await mailbox.close();
    await indexNow.close();
    process.exit(code ?? 1);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
