import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { containsText } from '@/lib/text-search';
import { readSearchParams, type SearchParams } from '../search-params';

// The subscribers list's state in the URL (a GET form), read by one parser; bad values are ignored.

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];

const filterSchema = z.object({
  q: z.string().trim().min(1).max(254).optional().catch(undefined),
  status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SubscriberFilter = z.infer<typeof filterSchema>;

export const parseSubscriberFilter = (params: SearchParams): SubscriberFilter => readSearchParams(filterSchema, params);

export function subscriberFilterQuery(filter: SubscriberFilter, { page }: { page?: number } = {}): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** Addresses are stored lower-cased: the search is too. */
export function subscriberWhere(filter: SubscriberFilter): Prisma.SubscriberWhereInput {
  return {
    ...(filter.q ? { email: containsText(filter.q.toLowerCase()) } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}
