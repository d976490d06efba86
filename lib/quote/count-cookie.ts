/**
 * Beside the quote list's cookie, one scripts may read holding only how many products the list has: the header's
 * counter shows it on every page, static ones included, without the server reading anything per visitor. A module
 * of its own, so the browser's code that reads it carries nothing else of the list.
 */
export const QUOTE_COUNT_COOKIE = 'aeris-quote-count';
