import { describe, expect, it } from 'vitest';
import { parseSubscription } from '@/lib/forms/subscription-schema';

describe('subscription schema', () => {
  it('normalises the address and defaults locale and source page', () => {
    expect(parseSubscription({ email: '  Ivan.Petrov@Example.COM ' })).toEqual({
      ok: true,
      data: { email: 'ivan.petrov@example.com', locale: 'it', sourcePage: null },
    });
    expect(parseSubscription({ email: 'a@b.co', locale: 'ru', sourcePage: '/ru/about-us' })).toMatchObject({
      ok: true,
      data: { locale: 'ru', sourcePage: '/ru/about-us' },
    });
  });

  it('answers the specification codes: missing, then malformed', () => {
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: null }, 'not an object']) {
      expect(parseSubscription(body)).toEqual({ ok: false, code: 'EMAIL_REQUIRED_FIELD' });
    }
    for (const email of ['no-at-sign', 'a@', '@b.co', 5, 'a@b@c.co']) {
      expect(parseSubscription({ email })).toEqual({ ok: false, code: 'INVALID_EMAIL_FORMAT' });
    }
  });

  it('ignores a source page that is not a path of this site', () => {
    expect(parseSubscription({ email: 'a@b.co', sourcePage: 'https://evil.example/' })).toMatchObject({ ok: true, data: { sourcePage: null } });
  });
});
