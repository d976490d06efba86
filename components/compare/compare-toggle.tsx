'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { addHost, removeHost, serverSnapshot, snapshot, subscribe, toggle, type Picked } from '@/lib/browser/compare-selection';
import { CompareTray, type TrayTexts } from './compare-tray';

type Props = {
  item: Picked;
  /** Without JavaScript: the compare page with this product (components/compare/compare-button.tsx). */
  href: string;
  /** "Compare WS-35R32": the visible word and the model code, so every card's toggle has its own name. */
  label: string;
  texts: TrayTexts;
  className?: string;
};

const LOOK = buttonClasses({ variant: 'outline', size: 'sm', className: 'aria-pressed:bg-brand-700 aria-pressed:text-white' });

/**
 * "Compare" on a card or a product page. The server's HTML (and a page without JavaScript) has a link to the
 * compare page; once scripts run it is a toggle button over the selection in localStorage. The first toggle
 * mounted on the page also renders the tray, so pages need no component of their own for it.
 */
export function CompareToggle({ item, href, label, texts, className = '' }: Props) {
  const selection = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const id = useId();
  useEffect(() => {
    addHost(id);
    return () => removeHost(id);
  }, [id]);

  if (!selection.ready) {
    return (
      <a href={href} aria-label={label} className={`${LOOK} ${className}`} data-testid="compare-toggle">
        {texts.toggle}
      </a>
    );
  }
  const pressed = selection.items.some((picked) => picked.slug === item.slug);
  return (
    <>
      <button type="button" aria-pressed={pressed} aria-label={label} onClick={() => toggle(item)} className={`${LOOK} ${className}`} data-testid="compare-toggle">
        {pressed ? <CheckIcon className="size-4" /> : null}
        {texts.toggle}
      </button>
      {selection.hosts[0] === id ? createPortal(<CompareTray selection={selection} texts={texts} />, document.body) : null}
    </>
  );
}
