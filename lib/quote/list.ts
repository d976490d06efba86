// The quote list: products and quantities a visitor collects before one request for a price. It lives in a cookie
// that only the dynamic /quote page and its form handler read and write, so every other page stays static and
// cookie-free. The cookie holds slugs and quantities only ("ws-35r32:2,fcu-200:10"); names and prices are read
// from the catalogue when the list is shown, and a slug that is no longer published is dropped there.

export const QUOTE_COOKIE = 'aeris-quote';
/** Kept for three months: a dealer assembles an order over several visits. */
export const QUOTE_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;
export const QUOTE_MAX_LINES = 20;
export const QUOTE_MAX_QUANTITY = 999;

export type QuoteLine = { slug: string; quantity: number };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 120;

export const isQuoteSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_SLUG && SLUG.test(value);

/** A quantity as typed: a whole number from 1 to QUOTE_MAX_QUANTITY, or null. */
export function readQuantity(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= QUOTE_MAX_QUANTITY ? quantity : null;
}

/** The cookie's list; anything malformed is left out rather than failing the page. */
export function parseQuote(cookie: string | undefined): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const part of (cookie ?? '').split(',')) {
    const [slug, amount] = part.split(':');
    const quantity = readQuantity(amount);
    if (!isQuoteSlug(slug) || quantity === null || lines.some((line) => line.slug === slug)) continue;
    lines.push({ slug, quantity });
    if (lines.length === QUOTE_MAX_LINES) break;
  }
  return lines;
}

export function serializeQuote(lines: QuoteLine[]): string {
  return lines.map(({ slug, quantity }) => `${slug}:${quantity}`).join(',');
}

export type QuoteChange =
  | { kind: 'add'; slug: string; quantity: number }
  | { kind: 'set'; quantities: Map<string, number> }
  | { kind: 'remove'; slug: string; quantities: Map<string, number> }
  | { kind: 'clear' };

export type QuoteOutcome = 'added' | 'updated' | 'removed' | 'cleared' | 'full';

/**
 * A change to the list. Adding a product already listed adds to its quantity (up to the maximum); a full list
 * refuses a new product and says so.
 */
export function changeQuote(lines: QuoteLine[], change: QuoteChange): { lines: QuoteLine[]; outcome: QuoteOutcome } {
  switch (change.kind) {
    case 'add': {
      const existing = lines.find((line) => line.slug === change.slug);
      if (existing) {
        const quantity = Math.min(QUOTE_MAX_QUANTITY, existing.quantity + change.quantity);
        return { lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)), outcome: 'added' };
      }
      if (lines.length >= QUOTE_MAX_LINES) return { lines, outcome: 'full' };
      return { lines: [...lines, { slug: change.slug, quantity: change.quantity }], outcome: 'added' };
    }
    case 'set':
      return { lines: withQuantities(lines, change.quantities), outcome: 'updated' };
    case 'remove':
      return { lines: withQuantities(lines, change.quantities).filter((line) => line.slug !== change.slug), outcome: 'removed' };
    case 'clear':
      return { lines: [], outcome: 'cleared' };
  }
}

/** A posted form's fields: FormData, or URLSearchParams of an url-encoded body. */
type FormFields = Pick<FormData, 'get' | 'entries'> | URLSearchParams;

/** The change a form of the quote page or an "Add to quote" button asks for, or null when it asks for none. */
export function readQuoteChange(form: FormFields): QuoteChange | null {
  const intent = form.get('intent');
  if (intent === 'add') {
    const slug = form.get('slug');
    const quantity = readQuantity(form.get('quantity') ?? '1') ?? 1;
    return isQuoteSlug(slug) ? { kind: 'add', slug, quantity } : null;
  }
  if (typeof intent === 'string' && intent.startsWith('remove:')) {
    // The other lines' quantities as typed go with it: a visitor who changed one and then removes another keeps it.
    const slug = intent.slice('remove:'.length);
    return isQuoteSlug(slug) ? { kind: 'remove', slug, quantities: typedQuantities(form) } : null;
  }
  if (intent === 'update') return { kind: 'set', quantities: typedQuantities(form) };
  if (intent === 'clear') return { kind: 'clear' };
  return null;
}

/** The quantity fields of the quote page's form (`qty:<slug>`), those that hold a valid quantity. */
function typedQuantities(form: FormFields): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const [name, value] of form.entries()) {
    const slug = name.startsWith('qty:') ? name.slice(4) : '';
    const quantity = readQuantity(value);
    if (isQuoteSlug(slug) && quantity !== null) quantities.set(slug, quantity);
  }
  return quantities;
}

const withQuantities = (lines: QuoteLine[], quantities: Map<string, number>) => lines.map((line) => ({ ...line, quantity: quantities.get(line.slug) ?? line.quantity }));
