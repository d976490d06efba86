// The audit log's one list of events (docs/architecture.md, "Auditing"). Every event has a name, the entity it
// is about and a typed payload, so a new event is one line here and TypeScript refuses an entry that does not
// match its event. `recordAudit` is called with the transaction of the change itself, so the log and the data
// never disagree; the few events that follow a better-auth call (which runs its own transaction) use
// `recordAuthEvent` right after it. Entries are never updated or deleted, except that the actor's IP address
// and browser are cleared after AUDIT_CLIENT_DATA_DAYS (`clearOldClientData`: they are personal data).
// No 'server-only': `npm run users` records its changes here too.
import { now, nowMs } from '@/lib/clock';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';

/**
 * Who made a change: a signed-in staff member (with the IP address and browser of the request), the command
 * line, or the server itself (scheduled jobs).
 */
/** The CRM settings as the audit log keeps them (no secret is in them). */
type CrmAuditSettings = Record<string, unknown>;

export type Actor = { id: string | null; email: string; ip?: string | null; userAgent?: string | null };

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

/** A record's fields as the log keeps them (plain JSON: no secrets, no erased person's data). */
type Fields = Record<string, unknown>;
/** `meta.version`: the version of the item's history the change made (lib/admin/content/versions.ts). */
/** `meta.scheduled`: a scheduled publish or unpublish (lib/admin/content/schedule.ts) made it, for the actor who set it. */
type Versioned = { version: number; scheduled?: true };
type Created = { entityId: string; after: Fields; meta?: Partial<Versioned> };
/** Only the fields that changed, as they were and as they are (`changedFields`, or `auditChanges` of a version). */
type Changed = { entityId: string; before: Fields; after: Fields; meta?: Versioned };
type Deleted = { entityId: string; before: Fields };
type Status<S extends string> = { entityId: string; before: { status: S }; after: { status: S } };
type Export = { meta: { filter: Fields; rows: number; format?: 'csv' | 'xlsx' } };
type UserEvent<M = never> = [M] extends [never] ? { entityId: string } : { entityId: string; meta: M };
type Scheduling = { entityId: string; meta: { action: 'publish' | 'unpublish'; at: string } };
type OutboxMove = Status<string> & { meta: { kind: string } };

/** Every event's payload. The name is `<entity>.<verb>` (plural entity: an event about many records). */
export type AuditEvents = {
  'product.create': Created;
  'product.update': Changed;
  'product.duplicate': { entityId: string; after: Fields; meta: { sourceId: string; version?: number } };
  /** Saved changes of a published product, kept as its draft until published. */
  'product.draft.save': Changed;
  'product.draft.discard': Changed;
  /** An older version made the working copy again (a draft of a published product). */
  'product.restore': { entityId: string; before: Fields; after: Fields; meta: { version: number; restoredFrom: number } };
  /** A product, or its draft ("Publish changes"), went live. */
  'product.publish': Changed;
  'product.unpublish': Changed;
  'product.picture.add': Changed;
  'product.picture.remove': Changed;
  'product.picture.main': Changed;
  'product.delete': Deleted;
  /** A publish or unpublish set for a time (lib/admin/content/schedule.ts), moved, or cancelled. */
  'product.schedule': Scheduling;
  'product.schedule.cancel': Scheduling;
  'category.create': Created;
  /** Written before categories had drafts (now `category.draft.save`, then `category.publish`): older entries. */
  'category.update': Changed;
  'category.move': Changed;
  'category.reorder': { entityId: string; before: { order: string[] }; after: { order: string[] } };
  /** A category is always public: its edits are a draft until "Publish changes". */
  'category.draft.save': Changed;
  'category.draft.discard': Changed;
  'category.publish': Changed;
  'category.restore': { entityId: string; before: Fields; after: Fields; meta: { version: number; restoredFrom: number } };
  'category.delete': Deleted;
  'category.schedule': Scheduling;
  'category.schedule.cancel': Scheduling;
  'specLabel.create': Created;
  'specLabel.update': Changed;
  'specLabel.delete': Deleted;
  'project.create': Created;
  'project.update': Changed;
  'project.publish': Changed;
  'project.unpublish': Changed;
  'project.draft.save': Changed;
  'project.draft.discard': Changed;
  'project.restore': { entityId: string; before: Fields; after: Fields; meta: { version: number; restoredFrom: number } };
  'project.picture.add': Changed;
  'project.picture.remove': Changed;
  'project.picture.main': Changed;
  'project.delete': Deleted;
  'project.schedule': Scheduling;
  'project.schedule.cancel': Scheduling;
  'document.create': Created;
  'document.update': Changed;
  'document.draft.save': Changed;
  'document.draft.discard': Changed;
  'document.publish': Changed;
  'document.unpublish': Changed;
  'document.restore': { entityId: string; before: Fields; after: Fields; meta: { version: number; restoredFrom: number } };
  'document.delete': Deleted;
  'document.schedule': Scheduling;
  'document.schedule.cancel': Scheduling;
  'dealer.create': { entityId: string; after: Fields; meta?: { fromLead: string } };
  'dealer.update': Changed;
  'dealer.delete': Deleted;
  'lead.status': Status<string>;
  'lead.assign': { entityId: string; before: { assigneeId: string | null }; after: { assigneeId: string | null } };
  /** The note's id and length, never its text (it may hold personal data the erasure must remove). */
  'lead.merge': { entityId: string; meta: { merged: string; mergedNumber: string; keptNumber: string } };
  'lead.task': { entityId: string; meta: { taskId: string; ownerId: string; dueAt: string } };
  'lead.task_done': { entityId: string; meta: { taskId: string } };
  'lead.task_undone': { entityId: string; meta: { taskId: string } };
  'lead.note': { entityId: string; meta: { eventId: string; length: number } };
  'lead.erase': { entityId: string; meta: { type: string; createdAt: string } };
  'leads.export': Export;
  /** The catalogue's spreadsheet (lib/admin/import/export.ts): the format and how many products it held. */
  'catalogue.export': Export;
  /** A spreadsheet import applied, and undone (lib/admin/import/service.ts): its file and counts. */
  'catalogue.import': { entityId: string; meta: { fileName: string; created: number; changed: number; refused: number; publish: boolean } };
  'catalogue.import_undo': { entityId: string; meta: { fileName: string; items: number } };
  'leads.retention': { meta: { count: number; days: number; cutoff: string } };
  'subscriber.erase': { entityId: string; meta: { status: string; locale: string } };
  'subscribers.export': Export;
  'outbox.retry': OutboxMove;
  'outbox.cancel': OutboxMove;
  'campaign.create': Created;
  'campaign.update': Changed;
  'campaign.send': Status<'draft' | 'sending'> & { meta: { queued: number; locales: string[] } };
  'campaign.pause': Status<'sending' | 'paused'>;
  'campaign.resume': Status<'sending' | 'paused'>;
  'campaign.test': { entityId: string; meta: { locale: string } };
  'user.invite': { entityId: string; after: { email: string; role: string } };
  'user.role': { entityId: string; before: { role: string }; after: { role: string } };
  'user.disable': { entityId: string; before: { banned: boolean }; after: { banned: boolean } };
  'user.enable': { entityId: string; before: { banned: boolean }; after: { banned: boolean } };
  'user.reset_2fa': { entityId: string; after: { twoFactorEnabled: false } };
  'user.enable_2fa': { entityId: string; after: { twoFactorEnabled: true } };
  'user.locale': { entityId: string; before: { locale: string }; after: { locale: string } };
  'user.time_zone': { entityId: string; before: { timeZone: string | null }; after: { timeZone: string | null } };
  'user.sign_out_everywhere': UserEvent;
  'user.set_password': UserEvent;
  /** A session opened: after the password alone, or after the second factor (a backup code used up). */
  'user.sign_in': UserEvent<{ secondFactor: 'none' | 'totp' | 'backup_code' }>;
  'user.sign_out': UserEvent;
  'user.two_factor_refused': UserEvent<{ method: 'totp' | 'backup_code' }>;
  'user.password_reset_request': UserEvent;
  /** Sign-in refused for the account (too many attempts): its owner was mailed a link that ends the lock. */
  'user.unlock_mail': UserEvent;
  'user.unlock': UserEvent;
  'job.retry': Status<string> & { meta: { kind: string } };
  'job.cancel': Status<string> & { meta: { kind: string } };
  'crm.settings': { before: CrmAuditSettings; after: CrmAuditSettings };
  'crm.test': { meta: { target: string; outcome: string } };
  'consent.publish': { entityId: string; meta: { purpose: string; version: number; sha256: string } };
  /** A data subject's erasure request carried out: counts only, never the address. */
  'privacy.erase': { entityId: string; meta: { leads: number; subscribers: number; mails: number; requests: number } };
  /** The newsletter's retention: sign-ups never confirmed, and addresses unsubscribed, past their 30 days. */
  'privacy.retention': { meta: { unconfirmed: number; unsubscribed: number } };
  'audit.retention': { meta: { cleared: number; days: number; cutoff: string } };
};

export type AuditEvent = keyof AuditEvents;

/** Sign-in flow events that change nothing (the dashboard's "last changes" leaves them out). */
export const SESSION_EVENTS = ['user.sign_in', 'user.sign_out', 'user.two_factor_refused', 'user.password_reset_request', 'user.unlock_mail', 'user.unlock'] as const satisfies readonly AuditEvent[];

/** The events `recordAuthEvent` may write outside a change's transaction. */
export type AuthEvent = 'user.sign_in' | 'user.sign_out' | 'user.two_factor_refused' | 'user.password_reset_request' | 'user.unlock_mail' | 'user.unlock' | 'user.set_password' | 'user.enable_2fa';

type Payload = { entityId?: string; before?: Fields; after?: Fields; meta?: Fields };

const json = (value: Fields | undefined) => value as Prisma.InputJsonValue | undefined;

type Prefix<E> = E extends `${infer P}.${string}` ? P : never;

/** The entity (the audit screen's filter) of each event name's first part. */
const ENTITY = {
  product: 'product',
  category: 'category',
  specLabel: 'specLabel',
  project: 'project',
  document: 'document',
  dealer: 'dealer',
  lead: 'lead',
  leads: 'lead',
  catalogue: 'catalogue',
  subscriber: 'subscriber',
  subscribers: 'subscriber',
  outbox: 'outboxMessage',
  campaign: 'campaign',
  user: 'user',
  job: 'job',
  consent: 'consentDocument',
  privacy: 'dataRequest',
  crm: 'crmSettings',
  audit: 'auditLog',
} as const satisfies Record<Prefix<AuditEvent>, string>;

export const entityOf = (event: AuditEvent) => ENTITY[event.split('.')[0] as Prefix<AuditEvent>];

/** Records an event of a back-office change, in the transaction `tx` of the change itself. */
export async function recordAudit<E extends AuditEvent>(tx: Prisma.TransactionClient, actor: Actor, event: E, payload: AuditEvents[E]) {
  const { entityId, before, after, meta } = payload as Payload;
  await tx.auditLog.create({
    data: {
      at: now(),
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip ?? null,
      userAgent: actor.userAgent?.slice(0, 500) ?? null,
      action: event,
      entity: entityOf(event),
      entityId: entityId ?? null,
      before: json(before),
      after: json(after),
      meta: json(meta),
    },
  });
}

/** Records a sign-in flow's event right after better-auth's call, which ran in a transaction of its own. */
export function recordAuthEvent<E extends AuthEvent>(client: PrismaClient, actor: Actor, event: E, payload: AuditEvents[E]) {
  return recordAudit(client, actor, event, payload);
}

/**
 * The fields whose values differ between two plain records, as `{ before, after }` holding only those fields
 * (compared as JSON, so dates, decimals and nested lists compare by value).
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Fields = {};
  const is: Fields = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      is[key] = after[key] ?? null;
    }
  }
  return { before: was, after: is, changed: Object.keys(is).length > 0 };
}

/** How long an entry keeps the IP address and browser of whoever made it (12 months). */
export const AUDIT_CLIENT_DATA_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Clears the IP address and browser of entries older than AUDIT_CLIENT_DATA_DAYS (the entry itself stays),
 * recording the run when it cleared any. Most runs find nothing and only read.
 */
export async function clearOldClientData(client: PrismaClient, days = AUDIT_CLIENT_DATA_DAYS) {
  const cutoff = new Date(nowMs() - days * DAY_MS);
  const old = { at: { lt: cutoff }, OR: [{ ip: { not: null } }, { userAgent: { not: null } }] };
  if ((await client.auditLog.count({ where: old })) === 0) return 0;
  return client.$transaction(async (tx) => {
    const { count } = await tx.auditLog.updateMany({ where: old, data: { ip: null, userAgent: null } });
    if (count > 0) await recordAudit(tx, SYSTEM_ACTOR, 'audit.retention', { meta: { cleared: count, days, cutoff: cutoff.toISOString() } });
    return count;
  });
}
