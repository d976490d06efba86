/**
 * The ids the header search's server markup (header-search.tsx) and its browser behaviour (header-search-enhancer.tsx)
 * share. A module of its own: a value exported from a 'use client' module reaches server code as a reference only.
 */
export const SEARCH_IDS = { toggle: 'header-search-toggle', form: 'header-search', input: 'header-search-input', listbox: 'header-search-listbox' } as const;
