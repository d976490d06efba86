'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { checkbox, confirmed, idSchema } from '@/lib/admin/form-schema';
import { applyImport, undoImport } from '@/lib/admin/import/service';
import { actorOf } from '@/lib/admin/session';

// The spreadsheet import's two buttons on its report (lib/admin/import/service.ts): Apply, and "Undo import". Plain
// forms of a server page: every answer is a redirect back to the report, read by its notice.

const report = (id: unknown, query: string) => `/admin/catalogue/import/${encodeURIComponent(String(id ?? ''))}?${query}`;
const CATALOGUE = ['/admin/catalogue'];

/** Apply: the report's rows as drafts, or published where every language is complete when "publish" is ticked. */
export const applyImportAction = staffAction({
  area: 'catalogue',
  schema: z.object({ id: idSchema, publish: checkbox }),
  run: (input, staff) => applyImport(actorOf(staff), input.id, { publish: input.publish }),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: report(input.id, 'done=importApplied') }),
  back: (code, sent) => report(sent.id, `error=${code}`),
});

/** "Undo import", with its confirmation ticked. */
export const undoImportAction = staffAction({
  area: 'catalogue',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: (input, staff) => undoImport(actorOf(staff), input.id),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: report(input.id, 'done=importUndone') }),
  back: (code, sent) => report(sent.id, `error=${code}`),
});
