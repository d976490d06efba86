import { createHmac } from 'node:crypto';

/**
 * A keyed one-way hash of an e-mail address (HMAC-SHA256 with the server's secret, lib/secrets.ts): what is kept of
 * an address once it is erased, as proof that it withdrew and so it is not written to again. Without the secret it
 * cannot be reversed by hashing a list of addresses.
 */
export function addressHash(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`address:${email.trim().toLowerCase()}`).digest('hex');
}
