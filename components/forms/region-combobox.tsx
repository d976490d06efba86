'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import type { Locale } from '@/i18n/routing';
import { foldText, sortAndFilter } from '@/lib/geo/lookup';
import { describedBy, FieldError, inputClass } from './form-field';
import type { Lookup } from './use-lookup';

type Props = {
  id: string;
  /** The selected ISO 3166-2 code, or ''. */
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  disabled: boolean;
  error?: string;
  lookup: Lookup;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * A searchable list of the Russian Federation's regions (WAI-ARIA combobox with a listbox popup): type to
 * filter by any part of the name, arrows to move, Enter to choose, Escape to close. The list comes from
 * GET /api/regions once and is filtered here, with the same matching the API uses, so typing never waits.
 */
export function RegionCombobox({ id, value, onChange, onBlur, disabled, error, lookup, inputRef }: Props) {
  const t = useTranslations('PartnerForm');
  const locale = useLocale() as Locale;
  const listId = useId();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selected = lookup.items.find((item) => item.code === value);
  const options = useMemo(
    () => (editing && query.trim() ? sortAndFilter(lookup.items, locale, query) : lookup.items),
    [editing, query, lookup.items, locale],
  );
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && !disabled && lookup.status === 'ready';

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
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  function handleBlur() {
    setOpen(false);
    setActive(-1);
    // A name typed out in full counts as choosing it.
    if (!value && query.trim()) {
      const exact = lookup.items.find((item) => foldText(item.name, locale) === foldText(query.trim(), locale));
      if (exact) {
        onChange(exact.code);
        setQuery(exact.name);
      }
    }
    setEditing(false);
    onBlur();
  }

  const shown = disabled ? '' : editing ? query : (selected?.name ?? query);
  const hint = disabled ? t('regionDisabled') : lookup.status === 'error' ? t('regionsError') : null;

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t('region')}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={disabled ? '' : t('regionPlaceholder')}
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
          className={`${inputClass} pr-11`}
          data-testid="partner-region"
        />
        <button
          type="button"
          tabIndex={-1}
          disabled={disabled}
          aria-label={t('regionShowAll')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setEditing(false);
            setOpen((isOpen) => !isOpen);
            document.getElementById(id)?.focus();
          }}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-ink-muted disabled:opacity-40"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('region')}
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
            {t('regionNoResults')}
          </p>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <span>{hint}</span>
          {!disabled && lookup.status === 'error' ? (
            <button type="button" onClick={lookup.retry} className="min-h-11 font-semibold text-brand-700 underline">
              {t('retry')}
            </button>
          ) : null}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
