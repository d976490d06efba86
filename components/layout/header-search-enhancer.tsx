'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';
import { SEARCH_IDS } from './header-search-ids';
import type { HeaderSearchSuggestionsProps } from './header-search-suggestions';


// The suggestions' code (fetching, the listbox, the keys) loads when a visitor reaches for the field, not with the page.
const loadSuggestions = () => import('./header-search-suggestions').then((module) => module.HeaderSearchSuggestions);

type Props = { labels: { open: string; close: string }; locale: Locale };

/**
 * The header search's behaviour, on the markup the server drew: the phone's row button (a link without scripts)
 * becomes a button that shows and hides the row (`data-open`; Escape closes it once the suggestions are closed),
 * and the field becomes a WAI-ARIA combobox whose suggestions load with the first focus or pointer.
 */
export function HeaderSearchEnhancer({ labels, locale }: Props) {
  const [Suggestions, setSuggestions] = useState<ComponentType<HeaderSearchSuggestionsProps> | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const close = useRef<() => void>(() => {});

  useEffect(() => {
    const toggle = document.getElementById(SEARCH_IDS.toggle);
    const form = document.getElementById(SEARCH_IDS.form);
    const field = document.getElementById(SEARCH_IDS.input);
    if (!(toggle instanceof HTMLAnchorElement) || !(form instanceof HTMLFormElement) || !(field instanceof HTMLInputElement)) return;
    input.current = field;
    // The server's HTML has a plain search field (what a visitor without scripts uses); scripts make it a combobox.
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('role', 'button');

    let loading = false;
    const enhance = () => {
      if (loading) return;
      loading = true;
      // A component is stored through the updater form (a function passed alone would be called as one).
      loadSuggestions().then(
        (loaded) => setSuggestions(() => loaded),
        () => (loading = false),
      );
    };
    const isOpen = () => form.hasAttribute('data-open');
    const setOpen = (open: boolean) => {
      form.toggleAttribute('data-open', open);
      toggle.toggleAttribute('data-open', open);
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', open ? labels.close : labels.open);
    };
    setOpen(false);
    close.current = () => setOpen(false);

    const onToggle = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      enhance();
      if (isOpen()) return setOpen(false);
      // Shown and focused within the tap, so that phones open their keyboard.
      setOpen(true);
      field.focus();
    };
    // A button answers Space as well as Enter.
    const onToggleKey = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      toggle.click();
    };
    // Escape closes the phone's row once the suggestions (which take it first, on the field) are closed.
    const onFormKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isOpen()) return;
      setOpen(false);
      toggle.focus();
    };
    toggle.addEventListener('click', onToggle);
    toggle.addEventListener('keydown', onToggleKey);
    form.addEventListener('keydown', onFormKey);
    form.addEventListener('focusin', enhance);
    form.addEventListener('pointerenter', enhance);
    return () => {
      toggle.removeEventListener('click', onToggle);
      toggle.removeEventListener('keydown', onToggleKey);
      form.removeEventListener('keydown', onFormKey);
      form.removeEventListener('focusin', enhance);
      form.removeEventListener('pointerenter', enhance);
    };
  }, [labels.open, labels.close]);

  // The field names its listbox once the suggestions' code has drawn it.
  useEffect(() => {
    if (Suggestions) input.current?.setAttribute('aria-controls', SEARCH_IDS.listbox);
  }, [Suggestions]);

  // A chosen suggestion opens its product: the field is emptied and left, the row closes.
  function chosen() {
    close.current();
    if (!input.current) return;
    input.current.value = '';
    input.current.blur();
  }

  return Suggestions ? <Suggestions input={input} listboxId={SEARCH_IDS.listbox} locale={locale} onNavigate={chosen} /> : null;
}
