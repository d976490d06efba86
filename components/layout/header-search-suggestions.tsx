'use client';

import { useTranslations } from 'next-intl';
// The suggestions' paths come localized from the server (lib/catalogue/suggest.ts): next-intl's router would prefix them again.
// eslint-disable-next-line no-restricted-imports
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Suggestion } from '@/lib/catalogue/suggest-rules';

export type HeaderSearchSuggestionsProps = {
  /** The header's search field, which this turns into a combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** The id the field's aria-controls names. */
  listboxId: string;
  locale: Locale;
  /** Called as a suggestion is chosen: the field is emptied and left, the phone's row closes. */
  onNavigate: () => void;
};

/** A pause in typing this long asks for suggestions; requests still running are cancelled by the next one. */
const DEBOUNCE_MS = 150;
/** Letters and digits a query needs before it is sent: the server's rule (SUGGESTION_MIN_CHARS) ignores the rest. */
const MIN_CHARS = 2;
const enough = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_CHARS;

/**
 * The header search's suggestions, as the WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete): the
 * focus stays in the field; Down and Up move through the suggestions (and open them), Enter opens the chosen
 * product (with none chosen, the form is sent), Escape closes them. The field's changing attributes
 * (aria-expanded, aria-activedescendant) are set here on the element; the light form renders the others.
 */
export function HeaderSearchSuggestions({ input, listboxId, locale, onNavigate }: HeaderSearchSuggestionsProps) {
  const t = useTranslations('Search');
  const router = useRouter();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [shown, setShown] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const answers = useRef(new Map<string, Suggestion[]>());
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const expanded = shown && items.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  function choose(item: Suggestion) {
    setShown(false);
    onNavigate();
    router.push(item.href);
  }

  // The field's listeners, attached once, read the latest state and callbacks through this.
  const latest = useRef({ items, shown, active, choose });
  useEffect(() => {
    latest.current = { items, shown, active, choose };
  });

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    const current = active >= 0 ? `${listboxId}-${active}` : null;
    if (expanded && current) field.setAttribute('aria-activedescendant', current);
    else field.removeAttribute('aria-activedescendant');
    if (current) document.getElementById(current)?.scrollIntoView({ block: 'nearest' });
  }, [input, listboxId, expanded, active]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    function show(list: Suggestion[]) {
      setItems(list);
      setActive(-1);
      setShown(true);
      setAnnouncement(t('count', { count: list.length }));
    }

    async function update() {
      request.current?.abort();
      const query = field!.value.trim();
      if (!enough(query)) {
        setItems([]);
        setAnnouncement('');
        return;
      }
      const known = answers.current.get(query);
      if (known) return show(known);
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q: query, locale })}`, { signal: controller.signal });
        if (!response.ok) return;
        const list = (await response.json()) as Suggestion[];
        answers.current.set(query, list);
        if (field === document.activeElement) show(list);
      } catch {
        // Cancelled by newer typing, or offline: the form still sends the query to the list.
      }
    }

    function onInput() {
      clearTimeout(timer.current);
      // An answer for what the field no longer says is not shown.
      request.current?.abort();
      setActive(-1);
      timer.current = setTimeout(update, DEBOUNCE_MS);
    }

    function onKeyDown(event: KeyboardEvent) {
      const { items: list, shown: open, active: current, choose: go } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!list.length) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        // Closed, Down opens on the first suggestion and Up on the last; open, they move and wrap around.
        const next = !open || current < 0 ? (down ? 0 : list.length - 1) : (current + (down ? 1 : -1) + list.length) % list.length;
        setShown(true);
        setActive(next);
      } else if (event.key === 'Enter' && open && current >= 0 && list[current]) {
        event.preventDefault();
        go(list[current]);
      } else if (event.key === 'Escape' && open && list.length) {
        event.preventDefault();
        setShown(false);
        setActive(-1);
      }
    }

    const hide = () => setShown(false);
    const reopen = () => enough(field.value) && setShown(true);
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', hide);
    field.addEventListener('focus', reopen);
    // Typed before this code arrived: suggest at once.
    if (field === document.activeElement && field.value.trim()) void update();
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', hide);
      field.removeEventListener('focus', reopen);
    };
  }, [input, locale, t]);

  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        className="absolute inset-x-4 top-full z-50 mt-1 max-h-[min(24rem,70vh)] overflow-y-auto rounded-md border border-ink-line bg-white py-1 shadow-lg sm:inset-x-6 lg:inset-x-auto lg:right-0 lg:w-96"
        data-testid="search-suggestions"
      >
        {items.map((item, index) => (
          <li
            key={item.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The field keeps the focus (and the list stays open) while a suggestion is clicked.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            className="flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 hover:bg-brand-50 aria-selected:bg-brand-100"
          >
            <span className="font-mono text-sm font-semibold text-brand-900">{item.modelCode}</span>
            <span className="truncate text-sm text-ink-muted">{item.name}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
