'use client';

import { useLocale } from 'next-intl';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import type { ControlProps } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/input';
import { ChevronDownIcon } from '@/components/ui/icons';
import { foldText, sortAndFilter, type LookupItem } from '@/lib/geo/lookup';

type Props = {
  control: ControlProps;
  name: string;
  /** The selected ISO 3166-2 code, or ''. */
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  disabled: boolean;
  items: LookupItem[];
  inputRef: Ref<HTMLInputElement>;
  texts: { label: string; placeholder: string; showAll: string; noResults: string };
};

/**
 * A searchable list of the Russian Federation's regions (WAI-ARIA combobox with a listbox popup): type to
 * filter by any part of the name, arrows to move, Enter to choose, Escape to close. It replaces the plain
 * select of the server's HTML once scripts run; the chosen code travels in a hidden input of the same name.
 */
export function RegionCombobox({ control, name, value, onChange, onBlur, disabled, items, inputRef, texts }: Props) {
  const locale = useLocale();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selected = items.find((item) => item.code === value);
  const options = useMemo(() => (editing && query.trim() ? sortAndFilter(items, locale, query) : items), [editing, query, items, locale]);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && !disabled;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, expanded, listId]);

  function choose(index: number) {
    const item = options[index];
    if (!item) return;
    onChange(item.code);
    setQuery(item.name);
    setEditing(false);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, options.findIndex((item) => item.code === value)));
      } else setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function handleBlur() {
    setOpen(false);
    setActive(-1);
    // A name typed out in full counts as choosing it.
    if (!value && query.trim()) {
      const exact = items.find((item) => foldText(item.name, locale) === foldText(query.trim(), locale));
      if (exact) {
        onChange(exact.code);
        setQuery(exact.name);
      }
    }
    setEditing(false);
    onBlur();
  }

  const shown = disabled ? '' : editing ? query : (selected?.name ?? query);

  return (
    <div className="relative">
      <input type="hidden" name={name} value={disabled ? '' : value} />
      <input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={disabled ? '' : texts.placeholder}
        value={shown}
        onChange={(event) => {
          setQuery(event.target.value);
          setEditing(true);
          setOpen(true);
          setActive(event.target.value.trim() ? 0 : -1);
          if (value) onChange('');
        }}
        onFocus={() => {
          if (!editing && selected) setQuery(selected.name);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        className={inputClasses({ className: 'h-11 pr-11' })}
        data-testid="partner-region"
      />
      <button
        type="button"
        tabIndex={-1}
        disabled={disabled}
        aria-label={texts.showAll}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setEditing(false);
          setOpen((isOpen) => !isOpen);
          document.getElementById(control.id)?.focus();
        }}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-ink-muted disabled:opacity-40"
      >
        <ChevronDownIcon className="size-5" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.label}
        hidden={!expanded || options.length === 0}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-ink-line bg-white py-1 shadow-lg"
        data-testid="partner-region-options"
      >
        {expanded
          ? options.map((item, index) => (
              <li
                key={item.code}
                id={optionId(index)}
                role="option"
                aria-selected={item.code === value}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                onMouseMove={() => setActive(index)}
                className={`flex min-h-11 cursor-pointer items-center px-3 text-base ${
                  index === active ? 'bg-brand-100 text-brand-900' : 'text-ink'
                } ${item.code === value ? 'font-semibold' : ''}`}
              >
                {item.name}
              </li>
            ))
          : null}
      </ul>
      {expanded && options.length === 0 ? (
        <p role="status" className="absolute z-20 mt-1 w-full rounded-md border border-ink-line bg-white px-3 py-3 text-ink-muted shadow-lg">
          {texts.noResults}
        </p>
      ) : null}
    </div>
  );
}
