import isEmail from 'validator/lib/isEmail';

// What every free-text field and every e-mail address goes through, in the browser and on the server alike.

/**
 * Control characters (line breaks included: no field of ours is multi-line) and the Unicode direction
 * controls (embeddings, overrides, isolates, marks), which can make a name in an e-mail read backwards.
 */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A visitor's free text with the characters removed that no name, company or comment needs. */
export function cleanText(value: string): string {
  return value.replace(UNSAFE, '').trim();
}

/**
 * An address that can receive mail: RFC 5321's limits (64 characters before the @, 254 in all, labels of at
 * most 63 that neither start nor end with a hyphen), a domain with a top-level part, no IP literal.
 */
export function isDeliverableAddress(value: string): boolean {
  return isEmail(value, { require_tld: true, allow_ip_domain: false, allow_utf8_local_part: true, allow_display_name: false });
}
