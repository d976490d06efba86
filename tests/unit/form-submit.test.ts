import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitForm } from '@/lib/forms/submit';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('submitting a form', () => {
  it('posts JSON and reads 201 as success', async () => {
    answer(201, { message: 'PARTNER_APPLICATION_ACCEPTED' });
    expect(await submitForm('/api/partner', { a: 1 })).toEqual({ kind: 'created' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/partner');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });
  });

  it('reads 422 field codes, dropping codes it does not know', async () => {
    answer(422, { error: 'VALIDATION_FAILED', fields: { fullName: 'TOO_SHORT', captchaAnswer: 'CAPTCHA_INVALID', other: 'WHATEVER' } });
    expect(await submitForm('/api/partner', {})).toEqual({ kind: 'invalid', fields: { fullName: 'TOO_SHORT', captchaAnswer: 'CAPTCHA_INVALID' } });
  });

  it.each([
    [500, { error: 'INTERNAL_SERVER_ERROR' }],
    [429, { error: 'TOO_MANY_REQUESTS' }],
    [403, { error: 'ACCESS_DENIED_NO_CORS' }],
    [422, { error: 'SOMETHING_ELSE' }],
  ])('reads %i as a failure', async (status, body) => {
    answer(status, body);
    expect(await submitForm('/api/equipment', {})).toEqual({ kind: 'failed', status });
  });

  it('reads a network error as a failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await submitForm('/api/equipment', {})).toEqual({ kind: 'failed', status: null });
  });
});
