'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { dealerFormSchema } from '@/lib/admin/dealers/schema';
import { createDealer, createDealerFromLead, deleteDealer, updateDealer } from '@/lib/admin/dealers/service';
import { confirmed, idSchema } from '@/lib/admin/form-schema';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf } from '@/lib/admin/session';

// The dealers' server actions (lib/admin/action.ts). lib/admin/dealers audits in the change's transaction and
// revalidates the public list.

const DEALERS = ['/admin/dealers'];
const dealerPage = (id: string, query: string) => `/admin/dealers/${encodeURIComponent(id)}?${query}`;

/** Creates a dealer (then opens its page) or saves one (CONFLICT when it changed since the form was read). */
export const saveDealerAction = staffAction({
  area: 'dealers',
  schema: dealerFormSchema,
  run: (input, staff) => (input.id ? updateDealer(actorOf(staff), input) : createDealer(actorOf(staff), input)),
  revalidate: DEALERS,
  done: async (result, input) => (input.id ? { message: (await getAdminT('dealers'))('form.saved') } : { redirect: dealerPage(result.id, 'done=created') }),
});

/** Deletes only with the confirmation box ticked (the second step, without JavaScript too). */
export const deleteDealerAction = staffAction({
  area: 'dealers',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: (input, staff) => deleteDealer(actorOf(staff), input.id),
  revalidate: DEALERS,
  done: () => ({ redirect: '/admin/dealers?done=deleted' }),
  back: (code, sent) => (code === 'CONFIRM' && typeof sent.id === 'string' ? dealerPage(sent.id, 'error=CONFIRM') : `/admin/dealers?error=${code}`),
});

/**
 * "Create dealer" on an approved partner application: one step to a published dealer, then its page to add the
 * city and address. A second click opens the dealer made by the first. The application's contact details
 * belong to the leads area: a role with dealers only may not publish them.
 */
export const createDealerFromLeadAction = staffAction({
  area: ['dealers', 'leads'],
  schema: z.object({ leadId: idSchema }),
  run: (input, staff) => createDealerFromLead(actorOf(staff), input.leadId),
  revalidate: (input) => [...DEALERS, `/admin/leads/${input.leadId}`],
  done: (result) => ({ redirect: dealerPage(result.id, result.existing ? 'done=exists' : 'done=fromLead') }),
  back: (code, sent) => {
    if (typeof sent.leadId !== 'string' || code === 'INTERNAL') return `/admin/dealers?error=${code === 'INTERNAL' ? 'INTERNAL' : 'INVALID'}`;
    const problem = code === 'NOT_WON' ? 'notWon' : code === 'NOT_FOUND' ? 'NOT_FOUND' : 'invalid';
    return `/admin/leads/${encodeURIComponent(sent.leadId)}?dealerError=${problem}`;
  },
});
