'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { deleteLabel, saveLabel } from '@/lib/admin/catalogue/labels';
import { labelFormSchema, labelValuesQuery } from '@/lib/admin/catalogue/label-schema';
import { confirmed } from '@/lib/admin/form-schema';
import { actorOf } from '@/lib/admin/session';

// The label dictionary's server actions (lib/admin/action.ts), posted by plain forms of its server pages: every
// answer is a redirect read by the page's notice. lib/admin/catalogue/labels.ts audits in the change's transaction
// and refreshes the public catalogue when a label in use changed.

const LABELS = '/admin/catalogue/labels';
/** The product editor offers the dictionary's labels: the whole catalogue area is stale after a change. */
const CATALOGUE = ['/admin/catalogue'];

const labelPage = (key: unknown, query: string) => `${LABELS}/${encodeURIComponent(String(key ?? ''))}?${query}`;
/** Refusals that a person can fix in the form: the page shows the form again as it was sent, fields marked. */
const fixable = (code: string) => code === 'INVALID' || code === 'KEY_TAKEN';

/** "Add the label" (mode=create, at the end of the list) and "Save" on a label's page (mode=update). */
export const saveLabelAction = staffAction({
  area: 'catalogue',
  schema: labelFormSchema,
  run: (input, staff) => saveLabel(actorOf(staff), input),
  revalidate: CATALOGUE,
  done: (result, input) => ({ redirect: labelPage(result.key, `done=${input.mode === 'create' ? 'labelCreated' : 'labelSaved'}`) }),
  back: (code, sent) => {
    const values = fixable(code) ? `&${labelValuesQuery(sent)}` : '';
    if (sent.mode !== 'update') return `${LABELS}?form=add&error=${code}${values}#add-label`;
    // Deleted meanwhile: its page would answer 404, the list says what happened.
    return code === 'NOT_FOUND' ? `${LABELS}?error=NOT_FOUND` : labelPage(sent.key, `error=${code}${values}`);
  },
});

/** Deletes a label no product uses, with the "I understand" box ticked (the second step, without JavaScript too). */
export const deleteLabelAction = staffAction({
  area: 'catalogue',
  schema: z.object({ key: z.string('NOT_FOUND').min(1, 'NOT_FOUND').max(60, 'NOT_FOUND'), confirm: confirmed() }),
  run: (input, staff) => deleteLabel(actorOf(staff), input.key),
  revalidate: CATALOGUE,
  done: () => ({ redirect: `${LABELS}?done=labelDeleted` }),
  back: (code, sent) => (code === 'NOT_FOUND' ? `${LABELS}?error=NOT_FOUND` : labelPage(sent.key, `error=${code}`)),
});
