import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { searchWhere } from '@/lib/search-key';
import { readSearchParams, sortField, sortOrder, type SearchParams } from '../search-params';

// The subscribers list's state in the URL (a GET form), read by one parser; bad values are ignored.

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];

const filterSchema = z.object({
  q: z.string().trim().min(1).max(254).optional().catch(undefined),
  status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined),
  sort: sortField(['requested', 'email'], '-requested'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SubscriberFilter = z.infer<typeof filterSchema>;

export const parseSubscriberFilter = (params: SearchParams): SubscriberFilter => readSearchParams(filterSchema, params);

/** The search reads the address's search column (lib/search-key.ts). */
export function subscriberWhere(filter: SubscriberFilter): Prisma.SubscriberWhereInput {
  return {
    ...searchWhere(filter.q),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/** The Prisma `orderBy` of a filter's sort: requested (the default, newest first) or address; the id breaks ties. */
export function subscriberOrder(filter: SubscriberFilter): Prisma.SubscriberOrderByWithRelationInput[] {
  const { key, dir } = sortOrder(filter.sort);
  return [key === 'email' ? { email: dir } : { requestedAt: dir }, { id: dir }];
}
