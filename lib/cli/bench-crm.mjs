import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startServer, stopServer } from './bench-server.mjs';
import { buildIfNeeded, ensureDependencies, freePort, prepareDatabase, root } from './steps.mjs';

// `npm run bench -- --crm [--rate=10] [--seconds=30]`: issue 31's figure. The production server on a database of
// its own (.bench/crm/crm.db), delivering leads to a fake Bitrix24 started here; equipment requests are posted to
// /api/equipment at `rate` a second for `seconds`, and each lead's time from the form's request to its arrival in
// the fake CRM is measured. Goal: p95 under 60 s.

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchCrm() {
  const rate = option('rate', 10);
  const seconds = option('seconds', 30);
  const out = path.join(root, '.bench', 'crm');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });

  // The fake portal: crm.lead.add notes when each lead arrived, by its name.
  const arrived = new Map();
  let ids = 0;
  const fake = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const name = JSON.parse(text || '{}').fields?.NAME;
      if (name) arrived.set(name, performance.now());
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ result: (ids += 1) }));
    });
  });
  await new Promise((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${fake.address().port}/rest/1/bench/`;

  const databaseUrl = `file:${path.join(out, 'crm.db')}`;
  process.env.DATABASE_URL = databaseUrl;
  if (!process.argv.includes('--skip-install')) await ensureDependencies();
  await prepareDatabase();
  await buildIfNeeded();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(port, { out, env: { DATABASE_URL: databaseUrl, BITRIX24_WEBHOOK_URL: fakeUrl, RATE_LIMIT_PER_MINUTE: '1000000', SITE_URL: base } });
  const sent = new Map();
  let refused = 0;
  try {
    const total = rate * seconds;
    console.log(`[bench] ${total} equipment requests at ${rate}/s to ${base}, delivered to a fake Bitrix24…`);
    const posts = [];
    const started = performance.now();
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const name = `Bench ${index}`;
      sent.set(name, performance.now());
      posts.push(
        fetch(`${base}/api/equipment`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base },
          body: JSON.stringify({ name, phone: '+79120000000', email: '', locale: 'ru', sourcePage: '/ru/contacts', website: '' }),
          signal: AbortSignal.timeout(30_000),
        }).then(
          (response) => (response.status === 201 ? undefined : (refused += 1)),
          () => (refused += 1),
        ),
      );
    }
    await Promise.all(posts);
    // Every lead has a minute to arrive after the last was sent.
    const deadline = performance.now() + 60_000;
    while (arrived.size < total - refused && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const latencies = [...sent].filter(([name]) => arrived.has(name)).map(([name, at]) => (arrived.get(name) - at) / 1000).sort((a, b) => a - b);
    const missing = total - refused - latencies.length;
    console.log(`[bench] form → CRM: ${latencies.length} delivered, ${missing} not within a minute, ${refused} refused by the form`);
    if (latencies.length) {
      console.log(`[bench] seconds: p50 ${percentile(latencies, 50).toFixed(2)}, p95 ${percentile(latencies, 95).toFixed(2)}, max ${latencies.at(-1).toFixed(2)} (goal: p95 under 60)`);
    }
  } finally {
    stopServer(server);
    fake.close();
  }
}
