// `npm run bench -- --leads`: issue 30's figure. The leads inbox on PostgreSQL with 100,000 leads: the time of
// one inbox page (its rows, the count, the duplicates hint) for filtered and searched views, as percentiles. The
// target is a p95 under 300 ms on 2 cores; the trigram index on Lead.search (the leads' migration) carries the
// searches. A server of its own (Debian's PostgreSQL, installed when missing) in var/bench/, stopped at the end.
import fs from 'node:fs';
import path from 'node:path';
import { leadOrder, leadWhere, parseLeadFilter } from '../admin/leads/filters';
import { PAGE_SIZE } from '../admin/limits';
import { earlierCounts } from '../leads/duplicates';
import { formatLeadNumber, leadSearchColumn } from '../leads/number';
import { createPrismaClient } from '../prisma-client';
import { migratePostgres } from '../../prisma/postgres-migrate';
import { startPostgres } from './services/postgres.mjs';
import { freePort } from './steps.mjs';

const LEADS = Number(process.argv.find((arg) => arg.startsWith('--count='))?.split('=')[1] ?? 100_000);
const RUNS = 30;

// A deterministic generator (mulberry32), so two runs measure the same data.
let seed = 42;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const FIRST = ['Иван', 'Пётр', 'Анна', 'Ольга', 'Сергей', 'Алексей', 'Мария', 'Дмитрий', 'Елена', 'Николай', 'Marco', 'Giulia', 'Luca'];
const LAST = ['Петров', 'Семёнов', 'Иванова', 'Смирнов', 'Кузнецов', 'Попова', 'Соколов', 'Лебедев', 'Козлов', 'Новикова', 'Rossi', 'Bianchi'];
const COMPANY = ['КлиматМонтаж', 'Северный Холод', 'ТеплоСервис', 'Вентсистемы', 'АкваТерм', 'Климат-Урал', 'Термо Плюс', 'Clima Nord'];
const CITY = ['Москва', 'Казань', 'Новосибирск', 'Екатеринбург', 'Самара', 'Алматы', 'Ташкент', 'Ашхабад'];
const STATUS = ['new', 'in_progress', 'won', 'lost', 'spam'] as const;
const TYPE = ['partner', 'equipment', 'quote'] as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dir = path.resolve('var/bench', `postgres-leads-${Date.now()}`);
  const server = await startPostgres({ dir, port: await freePort(), fast: true });
  const prisma = createPrismaClient(server.url);
  try {
    await migratePostgres(server.url);
    const sales = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => prisma.user.create({ data: { id: `bench-sales-${n}`, email: `sales${n}@bench.test`, name: `Sales ${n}`, role: 'sales', locale: 'ru' } })),
    );
    const started = Date.now();
    const counters = new Map<number, number>();
    const now = Date.now();
    for (let done = 0; done < LEADS; ) {
      const batch = Array.from({ length: Math.min(2_000, LEADS - done) }, (_, index) => {
        // Three years of leads, oldest first (numbers follow the order they came in).
        const createdAt = new Date(now - (LEADS - done - index) * ((3 * 365 * 86_400_000) / LEADS));
        const year = createdAt.getUTCFullYear();
        counters.set(year, (counters.get(year) ?? 0) + 1);
        const name = `${pick(FIRST)} ${pick(LAST)}`;
        const lead = {
          type: pick(TYPE),
          status: pick(STATUS),
          assigneeId: random() < 0.7 ? pick(sales).id : null,
          number: formatLeadNumber(year, counters.get(year)!),
          name,
          companyName: `ООО «${pick(COMPANY)}»`,
          email: `client${Math.floor(random() * 60_000)}@mail.example`,
          // Mobile numbers of a few operators' codes; some customers write again (the duplicates hint has work).
          phone: `+7${pick(['912', '916', '903', '926', '985'])}${String(Math.floor(random() * 2_000_000)).padStart(7, '0')}`,
          city: pick(CITY),
          locale: 'ru',
          sourcePage: '/ru/quote',
          consentAt: createdAt,
          consentIp: '203.0.113.1',
          consentUserAgent: 'bench',
          consentTextVersion: 'bench',
          createdAt,
        };
        return { ...lead, search: leadSearchColumn(lead) };
      });
      await prisma.lead.createMany({ data: batch });
      done += batch.length;
    }
    await prisma.$executeRawUnsafe('ANALYZE "Lead"');
    console.log(`[bench] ${LEADS} leads inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const reader = { timeZone: 'Europe/Moscow', userId: sales[0]!.id, now: new Date() };
    const recent = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10);
    const views: Array<[string, Record<string, string>]> = [
      ['search a surname', { q: 'петров' }],
      ['search a company, status new', { q: 'климатмонтаж', status: 'new' }],
      ['search two words', { q: 'иван семенов' }],
      ['search a phone as typed', { q: '+7 (912) 15' }],
      ['search an e-mail', { q: 'client1234@' }],
      ['mine, in progress', { assignee: reader.userId, status: 'in_progress' }],
      ['last 30 days, searched', { from: recent, q: 'москва' }],
      ['unfiltered first page', {}],
    ];
    const all: number[] = [];
    console.log('view                              p50 ms   p95 ms   max ms   rows');
    for (const [label, params] of views) {
      const filter = parseLeadFilter(params);
      const where = leadWhere(filter, reader);
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS + 3; run += 1) {
        const start = performance.now();
        const [rows, count] = await Promise.all([
          prisma.lead.findMany({ where, orderBy: leadOrder(filter), take: PAGE_SIZE, select: { id: true, number: true, name: true, companyName: true, email: true, phone: true, inn: true, status: true, type: true, country: true, createdAt: true, assignee: { select: { name: true, email: true } } } }),
          prisma.lead.count({ where }),
        ]);
        await earlierCounts(prisma, rows);
        total = count;
        // The first runs warm the caches.
        if (run >= 3) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      console.log(`${label.padEnd(32)} ${percentile(times, 50).toFixed(1).padStart(7)}  ${percentile(times, 95).toFixed(1).padStart(7)}  ${times.at(-1)!.toFixed(1).padStart(7)}  ${String(total).padStart(6)}`);
    }
    all.sort((a, b) => a - b);
    console.log(`[bench] inbox page over all views: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target: p95 under 300 ms)`);
  } finally {
    await prisma.$disconnect();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
