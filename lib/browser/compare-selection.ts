import { COMPARE_MAX } from '@/lib/catalogue/compare';

// The products picked for comparison, kept in localStorage (never a cookie: the pages that show the toggles
// are static and cacheable). The compare page's own URL is the other copy: opening it replaces this one.
// One external store for every toggle and the tray (components/compare).

export type Picked = { slug: string; code: string };
export type Selection = {
  items: readonly Picked[];
  /** A toggle was pressed while the selection was full. */
  full: boolean;
  /** The visitor closed the tray; the next change opens it again. */
  hidden: boolean;
  /** The toggles on the page, in mounting order: the first one renders the tray. */
  hosts: readonly string[];
  /** False only in the server's snapshot (and while React hydrates with it). */
  ready: boolean;
};

/** Where the selection is kept (tests read it too). */
export const COMPARE_STORAGE_KEY = 'aeris:compare';
const SERVER: Selection = { items: [], full: false, hidden: false, hosts: [], ready: false };
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let state: Selection | null = null;
const listeners = new Set<() => void>();

function read(): Picked[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is Picked => typeof item?.slug === 'string' && SLUG.test(item.slug) && typeof item.code === 'string')
      .slice(0, COMPARE_MAX)
      .map(({ slug, code }) => ({ slug, code: code.slice(0, 60) }));
  } catch {
    // Storage switched off or a value written by hand: start empty.
    return [];
  }
}

function set(next: Partial<Selection>): void {
  const previous = current();
  state = { ...previous, ...next };
  if (next.items && next.items !== previous.items) {
    try {
      window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next.items));
    } catch {
      // Private mode with storage full or off: the selection lives until the page closes.
    }
  }
  listeners.forEach((listener) => listener());
}

function current(): Selection {
  return (state ??= { ...SERVER, items: read(), ready: true });
}

/** Another tab changed the selection. */
function onStorage(event: StorageEvent): void {
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) set({ items: read() });
}

export function subscribe(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

export const snapshot = current;
export const serverSnapshot = (): Selection => SERVER;

/** Adds or removes a product; a full selection stays as it is and says so. */
export function toggle(item: Picked): void {
  const { items } = current();
  if (items.some((picked) => picked.slug === item.slug)) set({ items: items.filter((picked) => picked.slug !== item.slug), full: false, hidden: false });
  else if (items.length >= COMPARE_MAX) set({ full: true, hidden: false });
  else set({ items: [...items, item], full: false, hidden: false });
}

export function remove(slug: string): void {
  set({ items: current().items.filter((picked) => picked.slug !== slug), full: false });
}

/** The compare page's products become the selection (its URL is what the visitor compares now). */
export function replace(items: Picked[]): void {
  const same = items.length === current().items.length && items.every((item, index) => current().items[index]?.slug === item.slug);
  if (!same) set({ items: items.slice(0, COMPARE_MAX), full: false });
}

export function hide(): void {
  set({ hidden: true, full: false });
}

export function addHost(id: string): void {
  set({ hosts: [...current().hosts, id] });
}

export function removeHost(id: string): void {
  set({ hosts: current().hosts.filter((host) => host !== id) });
}
