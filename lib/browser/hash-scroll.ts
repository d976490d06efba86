import { HASH_SCROLL_INTERVAL_MS, HASH_SCROLL_OFFSET_PX, HASH_SCROLL_RETRIES } from '@/lib/constants';

type Options = {
  behavior: ScrollBehavior;
  offset?: number;
  retries?: number;
  intervalMs?: number;
  win?: Window;
};

/** The element a URL hash names, or null ('#caf%C3%A8' finds id="cafè"). */
export function findHashTarget(hash: string, doc: Document): HTMLElement | null {
  const id = hash.replace(/^#/, '');
  if (!id) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  return doc.getElementById(decoded);
}

/**
 * Scrolls so that the hash target's top sits `offset` px below the viewport top. The element may not exist
 * yet (streamed or client-rendered content): retry every `intervalMs`, up to `retries` times, then warn.
 * Returns a function that cancels the pending retries.
 */
export function scrollToHash(hash: string, options: Options): () => void {
  const {
    behavior,
    offset = HASH_SCROLL_OFFSET_PX,
    retries = HASH_SCROLL_RETRIES,
    intervalMs = HASH_SCROLL_INTERVAL_MS,
    win = window,
  } = options;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = () => {
    const target = findHashTarget(hash, win.document);
    if (target) {
      const top = target.getBoundingClientRect().top + win.scrollY - offset;
      win.scrollTo({ top: Math.max(0, top), behavior });
      return;
    }
    attempts += 1;
    if (attempts > retries) {
      console.warn(`Hash target not found: ${hash}`);
      return;
    }
    timer = setTimeout(attempt, intervalMs);
  };

  if (hash.replace(/^#/, '')) attempt();
  return () => clearTimeout(timer);
}
