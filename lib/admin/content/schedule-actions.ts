import 'server-only';
import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { idSchema, versionSchema } from '@/lib/admin/form-schema';
import type { Area } from '@/lib/admin/roles';
import { actorOf } from '@/lib/admin/session';
import { zonedMoment } from '@/lib/admin/time-zone';
import type { ContentType } from './engine';
import { cancelSchedule, scheduleItem } from './schedule';
import { SCHEDULE_ACTIONS } from './schedule-jobs';

// The two buttons of scheduling on an item's publishing panel (components/admin/publish-panel.tsx), made once for
// every kind of content: each area's actions file exports its pair (they need its role and its page).

/** A `datetime-local` value as browsers send it ("2026-11-28T09:00"), read in the staff member's zone. */
const wallClock = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'at')
  .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), 'at')
  .prefault('');

export const scheduleFormSchema = z.object({ id: idSchema, version: versionSchema, action: z.enum(SCHEDULE_ACTIONS, 'INVALID'), at: wallClock });
const cancelFormSchema = z.object({ id: idSchema, action: z.enum(SCHEDULE_ACTIONS, 'INVALID') });

type Spec = {
  area: Area;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type: ContentType<any>;
  /** The item's edit page with a query (`done=…` or `error=…`, read by its Notice). */
  page: (id: unknown, query: string) => string;
  /** The paths the item's lists live under (their "scheduled" state). */
  revalidate: readonly string[];
};

export function scheduleActions({ area, type, page, revalidate }: Spec) {
  return {
    schedule: staffAction({
      area,
      schema: scheduleFormSchema,
      run: (input, staff) => {
        const [day, time] = input.at.split('T') as [string, string];
        return scheduleItem(type, actorOf(staff), input.id, input.version, input.action, zonedMoment(day, time, staff.timeZone));
      },
      revalidate,
      done: (_, input) => ({ redirect: page(input.id, 'done=scheduled') }),
      back: (code, sent) => page(sent.id, `error=${code}`),
    }),
    cancel: staffAction({
      area,
      schema: cancelFormSchema,
      run: (input, staff) => cancelSchedule(type, actorOf(staff), input.id, input.action),
      revalidate,
      done: (_, input) => ({ redirect: page(input.id, 'done=scheduleCancelled') }),
      back: (code, sent) => page(sent.id, `error=${code}`),
    }),
  };
}
