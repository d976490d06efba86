import { createHmac, timingSafeEqual } from 'node:crypto';

// The withdrawal link of a lead's acknowledgement mail: the lead's id and an HMAC binding it to the address the
// mail went to, so only that mailbox can open the lead's erasure request. It needs no row: an erased lead's link
// simply finds nothing.

const signature = (leadId: string, email: string, secret: string) => createHmac('sha256', secret).update(`withdraw:${leadId}:${email.toLowerCase()}`).digest('base64url');

export function withdrawToken(leadId: string, email: string, secret: string): string {
  return `${leadId}.${signature(leadId, email, secret)}`;
}

/** The lead id a token names (not yet proven genuine), or null when malformed. */
export function withdrawTokenLeadId(token: string): string | null {
  const dot = token.lastIndexOf('.');
  const id = dot > 0 ? token.slice(0, dot) : '';
  return /^[a-z0-9]{1,40}$/i.test(id) ? id : null;
}

export function isValidWithdrawToken(token: string, lead: { id: string; email: string | null }, secret: string): boolean {
  if (!lead.email || withdrawTokenLeadId(token) !== lead.id) return false;
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  const expected = Buffer.from(signature(lead.id, lead.email, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
