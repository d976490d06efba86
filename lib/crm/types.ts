import type { CrmMapping, CrmTargetName } from './settings';

// What every CRM target is given and answers (lib/crm/delivery.ts runs them). A target is configured by the
// environment (secrets stay there: docs/configuration.md) and is enabled when it is configured.

/** A lead as the CRMs are given it: our number, the person, the request, where it came from, and its consent. */
export type CrmLead = {
  id: string;
  number: string;
  type: 'partner' | 'equipment' | 'quote';
  createdAt: string;
  name: string;
  companyName: string | null;
  email: string | null;
  phone: string;
  country: string | null;
  region: string | null;
  inn: string | null;
  city: string | null;
  comment: string | null;
  productSlug: string | null;
  lines: Array<{ modelCode: string; name: string; quantity: number }>;
  locale: string;
  source: { page: string; landingPage: string | null; referrerHost: string | null; utm: Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string | null> };
  consent: { at: string; ip: string; userAgent: string; textVersion: string };
  /** The lead's page in our back office. */
  url: string;
};

/** Where the lead is in the CRM once it took it. */
export type CrmRef = { externalId: string | null; externalUrl: string | null };

export type CrmTarget = {
  name: CrmTargetName;
  /** The lead as the CRM has it, looked up by our number (null: not there); targets without a look-up answer null. */
  find(lead: CrmLead): Promise<CrmRef | null>;
  send(lead: CrmLead, mapping?: CrmMapping): Promise<CrmRef>;
  /** For a lead found by its number: adds what `send` adds after creating it when it is missing (amoCRM's note). */
  complete?(lead: CrmLead, ref: CrmRef): Promise<void>;
  /** The CRM's stage of a lead it has (Bitrix24's STATUS_ID), for the statuses that come back. */
  stage?(externalId: string): Promise<string | null>;
  /** Why this CRM cannot take leads (Bitrix24 in "simple CRM" mode has none), or null; asked before a test lead. */
  problem?(): Promise<string | null>;
};

/** The CRM said "later" (a rate limit, a 5xx): the job waits at least `retryAfterSeconds` when the CRM said. */
export class CrmRetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CrmRetryLater';
  }
}

/** The CRM refused in a way waiting does not fix (bad credentials, a portal without leads): the job fails at once. */
export class CrmRefused extends Error {
  readonly final = true;
  constructor(message: string) {
    super(message);
    this.name = 'CrmRefused';
  }
}

/** Seconds of a Retry-After header (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** How long a CRM call may take before it counts as an unknown outcome (the next attempt looks the lead up first). */
export const CRM_TIMEOUT_MS = 15_000;
