'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { confirmed } from '@/lib/admin/form-schema';
import { carryOutErasure } from '@/lib/privacy/erasure';
import { publishConsentVersion, publishSchema } from '@/lib/admin/consent/service';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf } from '@/lib/admin/session';
import { revalidateConsentDocuments } from '@/lib/consent/public';

/** Publishes the next version of a consent document (lib/admin/action.ts). */
export const publishConsentAction = staffAction({
  area: 'consent',
  schema: publishSchema,
  run: async (input, staff) => {
    const result = await publishConsentVersion(actorOf(staff), input);
    // The public page of the purpose's version in force shows the new one from its next visit.
    if (result.ok) revalidateConsentDocuments();
    return result;
  },
  refused: (refusal) => (refusal.code === 'UNCHANGED' ? { code: 'INVALID', fieldErrors: refusal.fieldErrors } : { code: refusal.code }),
  revalidate: ['/admin/consent'],
  done: async () => ({ message: (await getAdminT('consent'))('published') }),
});

/** Carries out an erasure request: everything held for its address goes (lib/privacy/erasure.ts). */
export const carryOutErasureAction = staffAction({
  area: 'consent',
  schema: z.object({ id: z.string().trim().min(1, 'required'), confirm: confirmed('confirm') }),
  run: (input, staff) => carryOutErasure(actorOf(staff), input.id),
  refused: (refusal) => ({ code: refusal.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'CONFLICT' }),
  revalidate: ['/admin/consent/requests'],
  // Back to the queue, where the request has left the open list: the page says what was erased (counts only).
  done: (_result, input) => ({ redirect: `/admin/consent/requests?erased=${encodeURIComponent(input.id)}` }),
});
