import 'server-only';
import { db } from '@/lib/db';
import { indexNowSettings } from '@/lib/indexnow/announce';
import { endpointsOf, indexNowKey } from '@/lib/indexnow/queue';

/** IndexNow at a glance (the jobs screen): on or off, the key and its file, the endpoints, the queue, the last batches. */
export async function indexNowStatus() {
  const settings = indexNowSettings();
  const endpoints = endpointsOf(settings);
  const [key, queued, batches] = await Promise.all([
    endpoints.length ? indexNowKey(db, settings) : Promise.resolve(null),
    db.indexNowUrl.count(),
    db.indexNowBatch.findMany({ orderBy: { at: 'desc' }, take: 10 }),
  ]);
  return { endpoints, key, keyUrl: key ? `${settings.siteUrl}/${key}.txt` : null, queued, batches };
}
