import { z } from 'zod';
import { idSchema } from '../form-schema';

/** Erasing needs the "I understand" box ticked: the second step of a destructive action, without scripts. */
export const eraseSubscriberSchema = z.object({
  subscriberId: idSchema,
  confirm: z.literal('on', { error: 'required' }),
});
