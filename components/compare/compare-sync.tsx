'use client';

import { useEffect } from 'react';
import { replace, type Picked } from '@/lib/browser/compare-selection';

type Props = { items: Picked[] };

/** The compare page's products become the selection the toggles and the tray show on the other pages. */
export function CompareSync({ items }: Props) {
  const key = items.map((item) => item.slug).join(',');
  useEffect(() => {
    replace(items);
    // `key` names the items: a new array with the same products changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
