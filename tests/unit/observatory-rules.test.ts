import { describe, expect, it } from 'vitest';
import { pagePolicy, securityHeaders } from '@/lib/server/headers.mjs';
import { observatory } from '../support/observatory';

// The Observatory's rules (tests/support/observatory.ts) on the server's own headers: the policy before issue 33
// scored 40 over plain HTTP, as the attack found; the hash and nonce policies score 60, all the rules allow without
// TLS, and over HTTPS with HSTS and the redirect, 100 and more.

const settings = { siteUrl: 'http://localhost:3000', sentryDsn: '' };
const answer = (policy: string, over: 'http' | 'https' = 'http') => ({
  url: `${over}://aeris.example/ru/product`,
  status: 200,
  headers: {
    ...Object.fromEntries(Object.entries(securityHeaders('text/html', { ...settings, siteUrl: `${over}://aeris.example` })).map(([name, value]) => [name.toLowerCase(), value])),
    'content-security-policy': policy,
  },
  cookies: [],
  html: '<script src="/_next/static/chunks/main.js"></script>',
  redirectedTo: null,
});

describe('the Observatory’s score of a page', () => {
  it('was 40 with \'unsafe-inline\' in script-src, over plain HTTP', () => {
    const before = pagePolicy(settings, ["'self'", "'unsafe-inline'"]);
    expect(observatory(answer(before))).toMatchObject({ score: 40, failed: ['csp-implemented-with-unsafe-inline', 'hsts-not-implemented-no-https', 'redirection-missing'] });
  });

  it('is 60 with the hashes or the nonce: only HSTS and the redirect fail without TLS', () => {
    for (const scripts of [["'self'", "'sha256-AAAA'"], ["'nonce-abc'", "'strict-dynamic'"]]) {
      expect(observatory(answer(pagePolicy(settings, scripts)))).toMatchObject({ score: 60, failed: ['hsts-not-implemented-no-https', 'redirection-missing'] });
    }
  });

  it('is 100 or more over HTTPS with HSTS, reached by a redirect from HTTP on the same host', () => {
    const secure = { ...answer(pagePolicy({ ...settings, siteUrl: 'https://aeris.example' }, ["'self'", "'sha256-AAAA'"]), 'https'), redirectedTo: null };
    const fromHttp = { ...secure, url: 'http://aeris.example/ru/product', redirectedTo: 'https://aeris.example/ru/product' };
    expect(observatory(secure).failed).toEqual([]);
    expect(observatory(secure).score).toBeGreaterThanOrEqual(100);
    expect(observatory(fromHttp).findings).toContainEqual({ rule: 'redirection-to-https', modifier: 0 });
  });
});
