/**
 * A model code or search text reduced to lower-case letters and digits: "FCU-200", "fcu 200" and
 * "FCU200" all become "fcu200", so a dealer finds a unit however the code was typed.
 */
export function modelKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words of a free-text query, each normalised like a model code. */
export function searchTokens(query: string): string[] {
  return query
    .split(/\s+/)
    .map(modelKey)
    .filter(Boolean);
}
