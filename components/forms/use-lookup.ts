'use client';

import { useCallback, useEffect, useState } from 'react';
import type { LookupItem } from '@/lib/geo/lookup';

export type Lookup = { status: 'loading' | 'ready' | 'error'; items: LookupItem[]; retry: () => void };

function isLookupList(value: unknown): value is LookupItem[] {
  return Array.isArray(value) && value.every((item) => typeof item?.code === 'string' && typeof item?.name === 'string');
}

/** Loads a `[{code, name}]` list (countries, regions) once `url` is set; `retry` loads it again. */
export function useLookup(url: string | null): Lookup {
  const [state, setState] = useState<{ url: string | null; status: Lookup['status']; items: LookupItem[] }>({
    url: null,
    status: 'loading',
    items: [],
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : null;
        if (!isLookupList(body)) throw new Error(`Lookup ${url} answered ${response.status}`);
        setState({ url, status: 'ready', items: body });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, status: 'error', items: [] });
      });
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);

  // A list loaded for another URL (the locale changed) is not this one's.
  const current = state.url === url ? state : { status: 'loading' as const, items: [] };
  return { status: current.status, items: current.items, retry };
}
