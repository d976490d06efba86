'use client';

import { useEffect } from 'react';
import { isAssetLoadError, reloadOnce } from '@/lib/browser/reload-guard';
import { VERSION_CHECK } from '@/lib/constants';
import { publicEnv } from '@/lib/env-public';

const CURRENT_BUILD = publicEnv.BUILD_ID;

/**
 * Notices a newer deployment: checks /api/version 1 s after start-up, then hourly. Once a newer build is
 * live, the next internal link click becomes a full page load, so the visitor gets the new code.
 * Also reloads (at most once per 10 s per path) when a lazy chunk or a stylesheet fails to load.
 */
export function VersionWatcher() {
  useEffect(() => {
    let stale = false;
    const check = async () => {
      try {
        const response = await fetch('/api/version', { cache: 'no-store' });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (buildId && CURRENT_BUILD && buildId !== CURRENT_BUILD) stale = true;
      } catch {
        // Offline or a deployment in progress: try again at the next interval.
      }
    };
    const first = setTimeout(check, VERSION_CHECK.firstCheckMs);
    const interval = setInterval(check, VERSION_CHECK.intervalMs);

    const onClick = (event: MouseEvent) => {
      if (!stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
      // Stop the client-side router: load the new build's page from the server.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(anchor.href);
    };
    const onAssetError = (event: Event) => {
      const element = event.target as HTMLElement | null;
      const failedStylesheet = element instanceof HTMLLinkElement && element.rel === 'stylesheet';
      const failedScript = element instanceof HTMLScriptElement;
      if (failedStylesheet || failedScript) reloadOnce(window.location.pathname);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isAssetLoadError(event.reason)) reloadOnce(window.location.pathname);
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onAssetError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onAssetError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
