'use server';

import { staffAction } from '@/lib/admin/action';
import { publishConsentVersion, publishSchema } from '@/lib/admin/consent/service';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf } from '@/lib/admin/session';

/** Publishes the next version of a consent document (lib/admin/action.ts). */
export const publishConsentAction = staffAction({
  area: 'consent',
  schema: publishSchema,
  run: (input, staff) => publishConsentVersion(actorOf(staff), input),
  refused: (refusal) => (refusal.code === 'UNCHANGED' ? { code: 'INVALID', fieldErrors: refusal.fieldErrors } : { code: refusal.code }),
  revalidate: ['/admin/consent'],
  done: async () => ({ message: (await getAdminT('consent'))('published') }),
});
