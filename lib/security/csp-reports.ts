import 'server-only';
import * as clock from '@/lib/clock';
import { db } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';

// Content-Security-Policy violations reported by browsers (lib/server/headers.mjs names the endpoint): one log line
// each and a row the tests and the operator can read. A page's query is never kept (it may hold a token), nor the
// reporter's address. At most CSP_REPORTS_KEPT rows, for CSP_REPORT_DAYS days.

export const CSP_REPORTS_KEPT = 1000;
export const CSP_REPORT_DAYS = 30;
/** A report's body: one legacy report or a few Reporting API ones. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

export type CspViolation = { documentUri: string; directive: string; blockedUri: string; sample: string };

/** A reported string: no control characters (a report cannot forge log lines), at most `max` characters. */
const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, max) : '');
/** An address without its query and fragment ("inline", "eval" and the like, which are no URLs, stay as they are). */
function withoutQuery(value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  try {
    const url = new URL(raw);
    return text(`${url.origin}${url.pathname}`);
  } catch {
    return text(raw.replace(/[?#][\s\S]*$/, ''));
  }
}
/** At most this many violations are taken from one report body. */
const PER_REPORT = 5;

/**
 * The violations in a report body: the legacy `report-uri` form (`{"csp-report": {...}}`) or the Reporting API's
 * list (`[{ "type": "csp-violation", "body": {...} }]`). Anything else is no violation.
 */
export function parseCspReport(body: unknown): CspViolation[] {
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    return [
      {
        documentUri: withoutQuery(legacy['document-uri']),
        directive: text(legacy['effective-directive'] ?? legacy['violated-directive'], 200),
        blockedUri: withoutQuery(legacy['blocked-uri']),
        sample: text(legacy['script-sample'], 200),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.slice(0, PER_REPORT).flatMap((report: { type?: unknown; body?: Record<string, unknown> }) =>
    report?.type === 'csp-violation' && report.body && typeof report.body === 'object'
      ? [{ documentUri: withoutQuery(report.body.documentURL), directive: text(report.body.effectiveDirective, 200), blockedUri: withoutQuery(report.body.blockedURL), sample: text(report.body.sample, 200) }]
      : [],
  );
}

/** Logs and keeps the violations; the oldest rows beyond CSP_REPORTS_KEPT go. */
export async function recordCspViolations(violations: CspViolation[]): Promise<void> {
  if (!violations.length) return;
  for (const violation of violations) console.warn(`[csp] ${violation.directive} blocked ${violation.blockedUri || '(none)'} on ${violation.documentUri}`);
  await db.cspReport.createMany({ data: violations.map((violation) => ({ ...violation, at: clock.now() })) });
  const overflow = await db.cspReport.findMany({ orderBy: { at: 'desc' }, skip: CSP_REPORTS_KEPT, take: 500, select: { id: true } });
  if (overflow.length) await db.cspReport.deleteMany({ where: { id: { in: overflow.map((row) => row.id) } } });
}

/** The retention job's part: reports older than CSP_REPORT_DAYS. */
export async function deleteOldCspReports(client: PrismaClient, now = clock.now()): Promise<number> {
  const { count } = await client.cspReport.deleteMany({ where: { at: { lt: new Date(now.getTime() - CSP_REPORT_DAYS * 24 * 60 * 60 * 1000) } } });
  return count;
}
