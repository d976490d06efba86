// The table and the goal checks `npm run bench` prints (goals from issues 3 and 11).

const KB = 1000; // kB as in the goal: 1 kB = 1000 bytes
const GOALS = { throughputShare: 0.85, contentJsKb: 160, formJsKb: 200, compareExtraJsKb: 10, mobileSlack: 3 };

const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));
const scores = (result) => (!result ? '—' : result.error ? 'error' : Object.values(result.scores).join('/'));

export function printReport(pages, { duration, connections, lighthouse, minutes, environment }) {
  const privacy = pages.find((page) => page.kind === 'privacy');
  const reference = privacy.load.requestsPerSecond;
  const columns = [
    ['page', 14],
    ['locale', 6],
    ['req/s', 7, true],
    ['vs privacy', 10, true],
    ['p50 ms', 7, true],
    ['p99 ms', 7, true],
    ['JS kB gz', 9, true],
    ['LH mobile P/A/BP/SEO', 21, true],
    ['LH desktop P/A/BP/SEO', 22, true],
  ];
  const line = (cells) => cells.map((cell, i) => pad(cell, columns[i][1], columns[i][2])).join('  ');

  console.log(`\nBenchmark: autocannon ${connections} connections × ${duration} s per page; Lighthouse 13 (${lighthouse === 'all' ? 'every locale' : lighthouse === 'none' ? 'skipped' : `catalogue pages in "${lighthouse}" only`}, plus privacy) in Debian Chromium; ${minutes} min.`);
  console.log(`Node ${environment.node}, ${environment.cpus}, load average ${environment.loadAverage}, build ${environment.buildId}.\n`);
  console.log(line(columns.map(([title]) => title)));
  console.log(line(columns.map(([, width]) => '-'.repeat(width))));
  for (const page of pages) {
    console.log(
      line([
        page.kind,
        page.locale,
        Math.round(page.load.requestsPerSecond),
        page.kind === 'privacy' ? '(reference)' : `${Math.round((page.load.requestsPerSecond / reference) * 100)} %`,
        page.load.p50,
        page.load.p99,
        (page.js.gzip / KB).toFixed(1),
        scores(page.mobile),
        scores(page.desktop),
      ]),
    );
  }
  const { before, after } = privacy.load;
  console.log(`\nPrivacy reference: ${Math.round(before.requestsPerSecond)} req/s before the other pages, ${Math.round(after.requestsPerSecond)} after; their mean is the reference.`);

  console.log('\nGoals');
  for (const [goal, misses] of checkGoals(pages, reference)) {
    const status = misses === null ? 'skip' : misses.length ? 'MISS' : 'ok  ';
    console.log(`  ${status}  ${goal}${misses?.length ? `: ${misses.join('; ')}` : ''}`);
  }

  const findings = pages.flatMap((page) =>
    ['mobile', 'desktop'].flatMap((preset) => (page[preset]?.failed ?? []).map((audit) => `${page.kind} ${page.locale} ${preset}: ${audit}`)),
  );
  if (findings.length) {
    console.log('\nLighthouse audits below full marks (performance audits below 90):');
    for (const finding of findings) console.log(`  ${finding}`);
  }
  const metrics = pages.filter((page) => page.mobile?.metrics);
  if (metrics.length) {
    console.log('\nLighthouse mobile metrics:');
    for (const page of metrics) {
      console.log(`  ${pad(`${page.kind} ${page.locale}`, 18)} ${Object.entries(page.mobile.metrics).map(([name, value]) => `${name} ${value}`).join(', ')}`);
    }
  }
}

function checkGoals(pages, reference) {
  const catalogue = pages.filter((page) => page.kind !== 'privacy');
  const privacyMobile = pages.find((page) => page.kind === 'privacy').mobile?.scores?.performance;
  const audited = catalogue.filter((page) => page.mobile || page.desktop);
  const label = (page) => `${page.kind} ${page.locale}`;
  const ifAudited = (misses) => (audited.length ? misses : null);
  return [
    [
      `every catalogue page ≥ ${GOALS.throughputShare * 100} % of privacy's requests/s`,
      catalogue
        .filter((page) => page.load.requestsPerSecond < reference * GOALS.throughputShare)
        .map((page) => `${label(page)} ${Math.round((page.load.requestsPerSecond / reference) * 100)} %`),
    ],
    [
      `first-load JS ≤ ${GOALS.contentJsKb} kB gzipped on content pages`,
      catalogue.filter((page) => !page.form && page.js.gzip / KB > GOALS.contentJsKb).map((page) => `${label(page)} ${(page.js.gzip / KB).toFixed(1)} kB`),
    ],
    [
      `first-load JS ≤ ${GOALS.formJsKb} kB gzipped on form pages`,
      catalogue.filter((page) => page.form && page.js.gzip / KB > GOALS.formJsKb).map((page) => `${label(page)} ${(page.js.gzip / KB).toFixed(1)} kB`),
    ],
    [
      'Lighthouse desktop performance 100',
      ifAudited(audited.filter((page) => page.desktop?.scores?.performance !== 100).map((page) => `${label(page)} ${page.desktop?.scores?.performance ?? page.desktop?.error}`)),
    ],
    [
      `Lighthouse mobile performance within ${GOALS.mobileSlack} points of privacy's (${privacyMobile ?? '—'})`,
      ifAudited(audited
        .filter((page) => privacyMobile === undefined || !(page.mobile?.scores?.performance >= privacyMobile - GOALS.mobileSlack))
        .map((page) => `${label(page)} ${page.mobile?.scores?.performance ?? page.mobile?.error}`)),
    ],
    [
      'Lighthouse accessibility, best practices and SEO 100 (mobile and desktop)',
      ifAudited(audited.flatMap((page) =>
        ['mobile', 'desktop'].flatMap((preset) =>
          ['accessibility', 'best-practices', 'seo']
            .filter((category) => page[preset]?.scores?.[category] !== 100)
            .map((category) => `${label(page)} ${preset} ${category} ${page[preset]?.scores?.[category] ?? 'error'}`),
        ),
      )),
    ],
  ];
}

/**
 * Issue 36's budget for public first-load JavaScript (gzipped), which later issues keep: one row per class of page
 * with its limit, its largest page and the margin. Content pages carry the header's search and quote counter.
 */
export function printJsBudget(pages, compareJs) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const catalogue = pages.filter((page) => page.kind !== 'privacy');
  const largest = (list) => list.reduce((top, page) => (page.js.gzip > top.js.gzip ? page : top));
  const product = catalogue.find((page) => page.kind === 'product' && page.locale === 'it');
  const rows = [
    ['content pages', GOALS.contentJsKb * KB, largest(catalogue.filter((page) => !page.form))],
    ['form pages', GOALS.formJsKb * KB, largest(catalogue.filter((page) => page.form))],
    ['compare page', product.js.gzip + GOALS.compareExtraJsKb * KB, { kind: 'compare', locale: 'it', js: compareJs }, `product page + ${GOALS.compareExtraJsKb}`],
  ];
  console.log('\nFirst-load JavaScript budget (kB gzipped)');
  console.log(`  ${pad('class', 14)}  ${pad('budget', 16, true)}  ${pad('largest', 8, true)}  ${pad('page', 18)}  ${pad('margin', 7, true)}  status`);
  for (const [name, limit, page, note] of rows) {
    const margin = limit - page.js.gzip;
    console.log(`  ${pad(name, 14)}  ${pad(note ? `${kb(limit)} (${note})` : kb(limit), 16, true)}  ${pad(kb(page.js.gzip), 8, true)}  ${pad(`${page.kind} ${page.locale}`, 18)}  ${pad(kb(margin), 7, true)}  ${margin >= 0 ? 'ok' : 'MISS'}`);
  }
}
