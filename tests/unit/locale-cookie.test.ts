import { describe, expect, it } from 'vitest';
import { localeCookie } from '@/lib/i18n/locale-cookie';

describe('localeCookie', () => {
  it('stores the locale for 365 days on path / with SameSite Lax', () => {
    const cookie = localeCookie('ru');
    expect(cookie).toMatch(/^NEXT_LOCALE=ru;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('SameSite=Lax');
  });
});
