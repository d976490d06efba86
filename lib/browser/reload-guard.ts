import { nowMs } from '@/lib/clock';
import { RELOAD_GUARD_MS } from '@/lib/constants';

const KEY_PREFIX = 'reload-guard:';

/**
 * Reloads the page unless it was already reloaded for the same path less than `RELOAD_GUARD_MS` ago,
 * so a chunk that keeps failing cannot trap the visitor in a reload loop. Returns whether it reloaded.
 */
export function reloadOnce(
  path: string,
  { storage = window.sessionStorage, now = nowMs(), reload = () => window.location.reload() } = {},
): boolean {
  const key = KEY_PREFIX + path;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}

/** A failed dynamic import or a stylesheet/script that could not load: the signs of a replaced build. */
export function isAssetLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  );
}
