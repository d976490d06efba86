import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitClient, takeRateLimit } from '@/lib/http/rate-limit';

// Whose budget a request spends (lib/http/rate-limit.ts): an IPv4 address, or an IPv6 client's /64 network.

describe('the rate limit\'s client', () => {
  it('IPv6 clients are counted by /64 network', async () => {
    const network = '2001:db8:aa:bb::/64';
    for (const address of ['2001:db8:aa:bb::1', '2001:db8:aa:bb::5', '2001:db8:aa:bb:ffff::9', '2001:0db8:00aa:00bb:1:2:3:4']) {
      expect(rateLimitClient(address), address).toBe(network);
    }
    expect(rateLimitClient('2001:db8:aa:cc::1')).toBe('2001:db8:aa:cc::/64');

    // Five addresses of one /64: one budget; another /64 is another client.
    const endpoint = `ipv6-${randomUUID()}`;
    for (let i = 1; i <= 5; i += 1) expect(await takeRateLimit(endpoint, `2001:db8:aa:bb::${i}`, 5)).toBeNull();
    expect(await takeRateLimit(endpoint, '2001:db8:aa:bb:ffff::9', 5)).toBeGreaterThanOrEqual(1);
    expect(await takeRateLimit(endpoint, '2001:db8:aa:cc::1', 5)).toBeNull();
  });

  it('an IPv4 client is its address, also when written as IPv6 (a dual-stack socket)', () => {
    expect(rateLimitClient('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitClient('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitClient('198.51.100.8')).not.toBe(rateLimitClient('198.51.100.7'));
    // No address at all (the server could not tell): one shared budget rather than none.
    expect(rateLimitClient('unknown')).toBe('unknown');
  });
});
