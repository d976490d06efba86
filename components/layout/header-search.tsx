'use client';

import { useLocale, useTranslations } from 'next-intl';
import { flushSync } from 'react-dom';
import { useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { useHydrated } from '@/components/ui/use-hydrated';
import { getPathname } from '@/i18n/navigation';
import type { HeaderSearchSuggestionsProps } from './header-search-suggestions';

const INPUT_ID = 'header-search-input';
const FORM_ID = 'header-search';
const LISTBOX_ID = 'header-search-listbox';

// The suggestions' code (fetching, the listbox, the keys) loads when a visitor reaches for the field, not with the page.
const loadSuggestions = () => import('./header-search-suggestions').then((module) => module.HeaderSearchSuggestions);

/**
 * The header's search: a GET form to the product list (`q`, the list's search), in the server's HTML, so it works
 * without JavaScript. From lg up it sits in the bar as a 44 px field that widens while it has the focus or a text;
 * below lg a button in the bar shows it as a full-width row under the bar (without scripts that button is a link to
 * the list's own search field). Once scripts run the field is a WAI-ARIA combobox, whose suggestions' code loads with
 * the first focus (header-search-suggestions.tsx). See docs/decisions/0095-header-search.md.
 */
export function HeaderSearch() {
  const t = useTranslations('Search');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<HeaderSearchSuggestionsProps> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const loading = useRef(false);
  const list = getPathname({ href: '/product', locale });
  // The server's HTML has a plain search field (what a visitor without scripts uses); scripts make it a combobox.
  const hydrated = useHydrated();

  function enhance() {
    if (loading.current) return;
    loading.current = true;
    // A component is stored through the updater form (a function passed alone would be called as one).
    loadSuggestions().then(
      (loaded) => setSuggestions(() => loaded),
      () => (loading.current = false),
    );
  }

  // A chosen suggestion opens its product: the field is emptied and left, the row closes.
  function chosen() {
    setOpen(false);
    if (!input.current) return;
    input.current.value = '';
    input.current.blur();
  }

  function toggleRow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    enhance();
    if (open) return setOpen(false);
    // Shown at once and focused within the tap, so that phones open their keyboard.
    flushSync(() => setOpen(true));
    input.current?.focus();
  }

  // Escape closes the phone's row once the suggestions (which take it first) are closed.
  function closeRow(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className="flex shrink-0 items-center lg:relative lg:size-11">
      <a
        ref={toggle}
        href={`${list}#filter-q`}
        onClick={toggleRow}
        aria-expanded={open}
        aria-controls={FORM_ID}
        aria-label={open ? t('close') : t('open')}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
        data-testid="search-toggle"
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </a>
      <form
        id={FORM_ID}
        role="search"
        method="get"
        action={list}
        onKeyDown={closeRow}
        onFocus={enhance}
        onPointerEnter={enhance}
        className={`${open ? 'flex' : 'hidden'} group absolute inset-x-0 top-full gap-2 border-b border-ink-line bg-white px-4 py-3 shadow-md sm:px-6 lg:inset-x-auto lg:top-0 lg:right-0 lg:flex lg:w-11 lg:border-0 lg:p-0 lg:shadow-none lg:focus-within:w-80 lg:has-[input:not(:placeholder-shown)]:w-80 motion-safe:lg:transition-[width]`}
        data-testid="header-search"
      >
        <label htmlFor={INPUT_ID} className="sr-only">
          {t('label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-2.5 left-2.5 size-6 text-brand-700" />
          <input
            ref={input}
            id={INPUT_ID}
            name="q"
            type="search"
            {...(hydrated ? { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false, 'aria-controls': Suggestions ? LISTBOX_ID : undefined } : {})}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('placeholder')}
            className={inputClasses({ className: 'h-11 pl-10 lg:cursor-pointer lg:focus:cursor-text' })}
          />
        </div>
        <button type="submit" className={buttonClasses({ size: 'sm', className: 'lg:hidden lg:group-focus-within:inline-flex lg:group-has-[input:not(:placeholder-shown)]:inline-flex' })}>
          {t('submit')}
        </button>
        {Suggestions ? <Suggestions input={input} listboxId={LISTBOX_ID} locale={locale} onNavigate={chosen} /> : null}
      </form>
    </div>
  );
}
