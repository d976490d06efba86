import isEmail from 'validator/lib/isEmail';

/**
 * An address that can receive mail: RFC 5321's limits (64 characters before the @, 254 in all, labels of at
 * most 63 that neither start nor end with a hyphen), a domain with a top-level part, no IP literal.
 */
export function isDeliverableAddress(value: string): boolean {
  return isEmail(value, { require_tld: true, allow_ip_domain: false, allow_utf8_local_part: true, allow_display_name: false });
}
