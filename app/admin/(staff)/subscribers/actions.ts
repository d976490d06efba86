'use server';

import { staffAction } from '@/lib/admin/action';
import { actorOf } from '@/lib/admin/session';
import { eraseSubscriberSchema } from '@/lib/admin/subscribers/schema';
import { eraseSubscriber } from '@/lib/admin/subscribers/service';

/** Erases a subscriber once the "I understand" box is ticked, then goes back to the list. */
export const eraseSubscriberAction = staffAction({
  area: 'subscribers',
  schema: eraseSubscriberSchema,
  run: (input, staff) => eraseSubscriber(actorOf(staff), input.subscriberId),
  revalidate: ['/admin/subscribers'],
  done: () => ({ redirect: '/admin/subscribers?erased=1' }),
});
