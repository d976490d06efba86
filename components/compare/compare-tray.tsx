'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { hide, remove, type Selection } from '@/lib/browser/compare-selection';
import { COMPARE_MAX, COMPARE_MIN, compareQuery } from '@/lib/catalogue/compare';

/** Texts formatted on the server; `{count}` and `{product}` are filled in here. */
export type TrayTexts = {
  toggle: string;
  tray: string;
  trayCompare: string;
  trayCount: string;
  trayFull: string;
  trayHint: string;
  trayRemove: string;
  trayClose: string;
  /** The compare page's path in the page's locale. */
  comparePath: string;
};

type Props = { selection: Selection; texts: TrayTexts };

const fill = (text: string, name: string, value: string | number) => text.replace(`{${name}}`, String(value));

/**
 * The selection at the bottom of the screen: its products with a remove button each, the link to the comparison,
 * a close button. On a phone it keeps to one line (the list and the close button open on demand) left of the
 * scroll-to-top button; the page gets room below its end, so the tray never hides the last of the content.
 */
export function CompareTray({ selection, texts }: Props) {
  const { items, full, hidden } = selection;
  const [open, setOpen] = useState(false);
  const tray = useRef<HTMLElement>(null);
  const visible = (items.length > 0 || full) && !hidden;

  useLayoutEffect(() => {
    const element = tray.current;
    if (!element) return;
    const observer = new ResizeObserver(() => (document.body.style.paddingBottom = `${element.offsetHeight + 24}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [visible]);

  const count = fill(texts.trayCount, 'count', items.length);
  const close = (className: string) => (
    <button type="button" onClick={hide} aria-label={texts.trayClose} className={buttonClasses({ variant: 'ghost', size: 'icon', className })}>
      <CloseIcon className="size-5" />
    </button>
  );
  // Removing the focused button would drop the focus to the page's start: it moves to the tray instead.
  const removeItem = (slug: string) => {
    remove(slug);
    tray.current?.focus();
  };

  return (
    <>
      {/* Always present, so each change of the selection is announced. */}
      <p role="status" className="sr-only">
        {full ? texts.trayFull : items.length ? count : ''}
      </p>
      {visible ? (
        <section
          ref={tray}
          tabIndex={-1}
          aria-label={texts.tray}
          className="fixed bottom-3 left-3 right-[4.75rem] z-40 rounded-xl border border-brand-200 bg-white p-2 shadow-lg sm:left-auto sm:w-[28rem] sm:p-3"
          data-testid="compare-tray"
        >
          <div id="compare-tray-items" className={open || full ? '' : 'hidden sm:block'}>
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-brand-900">{count}</p>
              {/* On a phone the close button waits here, so the one line below keeps room for the link. */}
              {close('sm:hidden ml-auto')}
            </div>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {items.map((item) => (
                <li key={item.slug} className="flex items-center rounded-md border border-ink-line bg-brand-50 pl-2.5 font-mono text-sm font-semibold text-brand-900">
                  {item.code}
                  <button type="button" onClick={() => removeItem(item.slug)} aria-label={fill(texts.trayRemove, 'product', item.code)} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            {full ? <p className="mt-2 text-sm text-ink">{texts.trayFull}</p> : null}
          </div>
          <div className="mt-1.5 flex items-center gap-2">
            <button type="button" aria-expanded={open} aria-controls="compare-tray-items" onClick={() => setOpen(!open)} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'shrink-0 px-2 sm:hidden' })}>
              <ChevronDownIcon className={`size-4 ${open ? '' : 'rotate-180'}`} />
              <span aria-hidden="true">
                {items.length}/{COMPARE_MAX}
              </span>
              <span className="sr-only">{count}</span>
            </button>
            {items.length >= COMPARE_MIN ? (
              <a href={texts.comparePath + compareQuery(items.map((item) => item.slug))} className={buttonClasses({ size: 'sm', className: 'min-w-0 flex-1 whitespace-nowrap sm:flex-none' })} data-testid="compare-tray-link">
                {fill(texts.trayCompare, 'count', items.length)}
              </a>
            ) : (
              <p className="min-w-0 flex-1 text-sm text-ink-muted">{texts.trayHint}</p>
            )}
            {/* max-sm: a variant, so it wins over the button's own display (a plain `hidden` would not). */}
            {close('ml-auto max-sm:hidden')}
          </div>
        </section>
      ) : null}
    </>
  );
}
