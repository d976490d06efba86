import { createHmac, timingSafeEqual } from 'node:crypto';
import { CRM_TIMEOUT_MS, CrmRefused, CrmRetryLater, retryAfterSeconds, type CrmLead, type CrmTarget } from './types';

// The generic webhook (CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET): every lead POSTed as JSON, version 1 of the schema in
// docs/crm-webhook.md, signed with HMAC-SHA256 over "<timestamp>.<body>". The receiver checks the signature and
// that the timestamp is within REPLAY_WINDOW_SECONDS of its clock, and answers 2xx once it has the lead. Delivery is
// at least once: a receiver keeps the lead's `number` unique (a retry after a lost answer sends it again).

export const WEBHOOK_VERSION = 1;
export const SIGNATURE_HEADER = 'X-Aeris-Signature';
export const TIMESTAMP_HEADER = 'X-Aeris-Timestamp';
export const REPLAY_WINDOW_SECONDS = 300;

/** The body a webhook receiver gets. */
export const webhookBody = (lead: CrmLead) => JSON.stringify({ version: WEBHOOK_VERSION, event: 'lead.created', lead });

/** "v1=<hex>": HMAC-SHA256 of "<timestamp>.<body>" with the shared secret. */
export const webhookSignature = (secret: string, timestamp: number, body: string) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * A receiver's check (what docs/crm-webhook.md describes): the signature matches, and the timestamp is within the
 * replay window of `now` (seconds). Answers why not, or null.
 */
export function verifyWebhook(secret: string, headers: { signature: string | null; timestamp: string | null }, body: string, now = Math.floor(Date.now() / 1000)): 'signature' | 'replay' | null {
  const timestamp = Number(headers.timestamp);
  if (!headers.timestamp || !Number.isInteger(timestamp)) return 'signature';
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  return Math.abs(now - timestamp) > REPLAY_WINDOW_SECONDS ? 'replay' : null;
}

export function webhookTarget(url: string, secret: string, { timeoutMs = CRM_TIMEOUT_MS } = {}): CrmTarget {
  return {
    name: 'webhook',
    // A receiver has no look-up: it deduplicates by the lead's number.
    async find() {
      return null;
    },
    async send(lead) {
      const body = webhookBody(lead);
      const timestamp = Math.floor(Date.now() / 1000);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body) },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw new CrmRetryLater(`webhook: no answer (${(error as Error).message})`);
      }
      const said = `webhook: ${response.status} ${(await response.text()).slice(0, 200)}`.trim();
      // 409: the receiver has this number already (an earlier attempt reached it): delivered.
      if (response.ok || response.status === 409) return { externalId: null, externalUrl: null };
      if (response.status === 408 || response.status === 429 || response.status >= 500) throw new CrmRetryLater(said, retryAfterSeconds(response.headers.get('retry-after')));
      // 401/403: the secrets disagree; a 4xx is the receiver's refusal of this lead: neither gets better by waiting.
      throw new CrmRefused(said);
    },
  };
}
