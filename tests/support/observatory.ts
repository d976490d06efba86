// The scored rules of Mozilla's HTTP Observatory (httpobs/docs/scoring.md), applied to one answer of the site: its
// CLI scans only public hosts, so the tests score the test server's answers themselves. Every site starts at 100;
// bonuses count only from 90 up. Rules that need what a single answer cannot show (HSTS preload lists, a
// crossdomain.xml) are left out.

export type ObservedAnswer = {
  /** The URL asked for, over http or https. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie line. */
  cookies: string[];
  html: string;
  /** The URL an http request was first redirected to, or null when it was answered without a redirect. */
  redirectedTo: string | null;
};

export type Finding = { rule: string; modifier: number };

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );

function contentSecurityPolicy(headers: Record<string, string>): Finding {
  const policy = headers['content-security-policy'];
  if (!policy) return { rule: 'csp-not-implemented', modifier: -25 };
  const parsed = directives(policy);
  const scripts = parsed.get('script-src') ?? parsed.get('default-src') ?? [];
  const keyed = scripts.some((source) => /^'(nonce|sha(256|384|512))-/.test(source));
  if (scripts.includes("'unsafe-inline'") && !keyed) return { rule: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if ([...parsed.values()].some((sources) => sources.some((source) => source === 'http:' || source.startsWith('http://')))) {
    return { rule: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  }
  if (scripts.includes("'unsafe-eval'")) return { rule: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if ((parsed.get('style-src') ?? []).includes("'unsafe-inline'")) return { rule: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  return parsed.get('default-src')?.join(' ') === "'none'" ? { rule: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 } : { rule: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookies(answer: ObservedAnswer, hsts: boolean): Finding {
  if (!answer.cookies.length) return { rule: 'cookies-not-found', modifier: 0 };
  const flags = answer.cookies.map((line) => line.toLowerCase());
  const https = answer.url.startsWith('https:');
  const insecure = flags.some((line) => !/;\s*secure/.test(line)) || !https;
  if (flags.some((line) => !/;\s*httponly/.test(line) && /session|auth|staff/.test(line))) return { rule: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (insecure) return hsts ? { rule: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { rule: 'cookies-without-secure-flag', modifier: -20 };
  return { rule: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function strictTransportSecurity(answer: ObservedAnswer): Finding {
  if (!answer.url.startsWith('https:')) return { rule: 'hsts-not-implemented-no-https', modifier: -20 };
  const header = answer.headers['strict-transport-security'];
  if (!header) return { rule: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return { rule: 'hsts-header-invalid', modifier: -20 };
  return maxAge >= 15_768_000 ? { rule: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 } : { rule: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function redirection(answer: ObservedAnswer): Finding {
  if (answer.url.startsWith('https:') && answer.redirectedTo === null) return { rule: 'redirection-not-needed-no-http', modifier: 0 };
  if (!answer.redirectedTo) return { rule: 'redirection-missing', modifier: -20 };
  const from = new URL(answer.url);
  const to = new URL(answer.redirectedTo, answer.url);
  if (to.protocol !== 'https:') return { rule: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  return to.hostname === from.hostname ? { rule: 'redirection-to-https', modifier: 0 } : { rule: 'redirection-off-host-from-http', modifier: -5 };
}

function subresourceIntegrity(answer: ObservedAnswer): Finding {
  const origin = new URL(answer.url).origin;
  const external = [...answer.html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/gi)].filter((match) => new URL(match[1]!, answer.url).origin !== origin);
  if (!external.length) return { rule: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  const unprotected = external.filter((match) => !/\sintegrity=/.test(match[0]));
  if (!unprotected.length) return { rule: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return unprotected.some((match) => match[1]!.startsWith('http:')) ? { rule: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 } : { rule: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function frameOptions(headers: Record<string, string>): Finding {
  if (directives(headers['content-security-policy'] ?? '').has('frame-ancestors')) return { rule: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = (headers['x-frame-options'] ?? '').toUpperCase();
  if (value === 'DENY' || value === 'SAMEORIGIN') return { rule: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { rule: 'x-frame-options-not-implemented', modifier: -20 };
}

function referrerPolicy(headers: Record<string, string>): Finding {
  const value = (headers['referrer-policy'] ?? '').toLowerCase();
  if (!value) return { rule: 'referrer-policy-not-implemented', modifier: 0 };
  if (/unsafe-url|origin-when-cross-origin$|^origin$/.test(value) && !/strict-origin/.test(value)) return { rule: 'referrer-policy-unsafe', modifier: -5 };
  return { rule: 'referrer-policy-private', modifier: 5 };
}

/** Every finding of one answer and its score: 100 plus the penalties, plus the bonuses when that is 90 or more. */
export function observatory(answer: ObservedAnswer): { score: number; findings: Finding[]; failed: string[] } {
  const hsts = strictTransportSecurity(answer);
  const findings = [
    contentSecurityPolicy(answer.headers),
    cookies(answer, hsts.modifier === 0),
    answer.headers['access-control-allow-origin'] === '*' ? { rule: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 } : { rule: 'cross-origin-resource-sharing-not-implemented', modifier: 0 },
    hsts,
    redirection(answer),
    subresourceIntegrity(answer),
    answer.headers['x-content-type-options']?.toLowerCase() === 'nosniff' ? { rule: 'x-content-type-options-nosniff', modifier: 0 } : { rule: 'x-content-type-options-not-implemented', modifier: -5 },
    frameOptions(answer.headers),
    referrerPolicy(answer.headers),
  ];
  const penalties = findings.filter((finding) => finding.modifier < 0);
  const base = 100 + penalties.reduce((sum, finding) => sum + finding.modifier, 0);
  const bonus = base >= 90 ? findings.filter((finding) => finding.modifier > 0).reduce((sum, finding) => sum + finding.modifier, 0) : 0;
  return { score: Math.max(0, base + bonus), findings, failed: penalties.map((finding) => finding.rule) };
}
