'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';
import { scrollToHash } from '@/lib/browser/hash-scroll';

/** Scrolls to the URL's hash target: instantly on first load, smoothly on later hash changes. */
export function HashScroller() {
  const pathname = usePathname();
  const firstLoad = useRef(true);

  useEffect(() => {
    const behavior: ScrollBehavior = firstLoad.current ? 'instant' : 'smooth';
    firstLoad.current = false;
    return scrollToHash(window.location.hash, { behavior });
  }, [pathname]);

  useEffect(() => {
    let cancel = () => {};
    const onHashChange = () => {
      cancel();
      cancel = scrollToHash(window.location.hash, { behavior: 'smooth' });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancel();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  return null;
}
