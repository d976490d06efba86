import { describe, expect, it } from 'vitest';
import { parseCspReport } from '@/lib/security/csp-reports';

// What a browser's Content-Security-Policy report becomes (app/api/csp-report): both forms browsers send, the page
// without its query (a token may be in it), anything else nothing.

describe('a CSP report', () => {
  it('reads the legacy report-uri form, dropping the page’s query', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://aeris.example/ru/your-data/request?token=secret#top',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'script-sample': 'alert(1)',
      },
    };
    expect(parseCspReport(body)).toEqual([{ documentUri: 'https://aeris.example/ru/your-data/request', directive: 'script-src-elem', blockedUri: 'inline', sample: 'alert(1)' }]);
  });

  it('reads the Reporting API’s list, keeping only CSP violations', () => {
    const body = [
      { type: 'csp-violation', body: { documentURL: 'https://aeris.example/en', effectiveDirective: 'script-src', blockedURL: 'eval', sample: '' } },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(parseCspReport(body)).toEqual([{ documentUri: 'https://aeris.example/en', directive: 'script-src', blockedUri: 'eval', sample: '' }]);
  });

  it('cannot forge a log line or keep a query hidden behind a line break', () => {
    const [violation] = parseCspReport({ 'csp-report': { 'document-uri': 'https://aeris.example/x?token=1\nmore', 'effective-directive': 'img-src\n[server] forged', 'blocked-uri': 'https://evil.example/a.png?id=7' } });
    expect(violation).toMatchObject({ documentUri: 'https://aeris.example/x', directive: 'img-src [server] forged', blockedUri: 'https://evil.example/a.png' });
  });

  it('is nothing when the body is neither', () => {
    for (const body of [null, 42, 'text', {}, { 'csp-report': 'x' }, [{ type: 'csp-violation' }]]) expect(parseCspReport(body)).toEqual([]);
  });
});
