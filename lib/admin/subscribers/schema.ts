import { z } from 'zod';

/** Erasing needs the "I understand" box ticked: the second step of a destructive action, without scripts. */
export const eraseSubscriberSchema = z.object({
  subscriberId: z.string().min(1).max(64),
  confirm: z.literal('on', { error: 'required' }),
});
