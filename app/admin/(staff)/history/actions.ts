'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { restoreVersion } from '@/lib/admin/content/engine';
import { HISTORY, type HistoryEntity } from '@/lib/admin/content/history';
import { idSchema, versionSchema } from '@/lib/admin/form-schema';
import { actorOf } from '@/lib/admin/session';

// "Restore" on a version page (lib/admin/action.ts): an older version becomes the item's working copy, a new draft
// of a published item. One action per editor's area, so each asks for its own role.

const restoreIn = (area: 'catalogue' | 'projects' | 'documents') => {
  const entities = (Object.keys(HISTORY) as HistoryEntity[]).filter((entity) => HISTORY[entity].area === area);
  return staffAction({
    area,
    schema: z.object({ entity: z.enum(entities as [HistoryEntity, ...HistoryEntity[]]), id: idSchema, version: versionSchema, number: z.coerce.number().int().min(1).max(1_000_000) }),
    run: (input, staff) => restoreVersion(HISTORY[input.entity].type, actorOf(staff), input.id, input.version, input.number),
    revalidate: ['/admin'],
    done: (_, input) => ({ redirect: `${HISTORY[input.entity].editPath(input.id)}?done=restored` }),
    back: (code, sent) => `/admin/history/${encodeURIComponent(String(sent.entity ?? ''))}/${encodeURIComponent(String(sent.id ?? ''))}/${encodeURIComponent(String(sent.number ?? ''))}?error=${code}`,
  });
};

export const restoreCatalogueVersion = restoreIn('catalogue');
export const restoreProjectVersion = restoreIn('projects');
export const restoreDocumentVersion = restoreIn('documents');
