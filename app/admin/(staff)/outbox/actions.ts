'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { confirmed, idSchema, type FormValues } from '@/lib/admin/form-schema';
import { cancelOutboxMessage, retryOutboxMessage } from '@/lib/admin/outbox/service';
import { actorOf } from '@/lib/admin/session';
import { wakeSender } from '@/lib/mail/outbox';

// The outbox screen's two actions (lib/admin/action.ts): each answers with a redirect back to the list, its
// filters kept, carrying the outcome, so they work the same without JavaScript.

/** The outbox list with its own query only (never another address), and the outcome. */
function list(sent: FormValues, result: string) {
  const query = new URLSearchParams(typeof sent.back === 'string' ? sent.back : '');
  const kept = new URLSearchParams();
  for (const key of ['status', 'kind', 'page']) {
    const value = query.get(key);
    if (value) kept.set(key, value.slice(0, 100));
  }
  kept.set('result', result);
  return `/admin/outbox?${kept}`;
}

const OUTBOX = ['/admin/outbox'];

export const retryOutbox = staffAction({
  area: 'outbox',
  schema: z.object({ id: idSchema, back: z.string().optional() }),
  run: async (input, staff) => {
    const result = await retryOutboxMessage(actorOf(staff), input.id);
    if (result.ok) wakeSender();
    return result;
  },
  revalidate: OUTBOX,
  done: (_, input) => ({ redirect: list(input, 'retried') }),
  back: (code, sent) => list(sent, code),
});

/** Cancels a message; the form must carry the "I understand" confirmation (the server checks it). */
export const cancelOutbox = staffAction({
  area: 'outbox',
  schema: z.object({ id: idSchema, back: z.string().optional(), confirm: confirmed() }),
  run: (input, staff) => cancelOutboxMessage(actorOf(staff), input.id),
  revalidate: OUTBOX,
  done: (_, input) => ({ redirect: list(input, 'cancelled') }),
  back: (code, sent) => (code === 'CONFIRM' && typeof sent.id === 'string' ? `/admin/outbox/${encodeURIComponent(sent.id)}?result=CONFIRM` : list(sent, code)),
});
