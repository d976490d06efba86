// What every free-text field goes through, in the browser and on the server alike.

/**
 * Control characters (line breaks included: no field of ours is multi-line) and the Unicode direction
 * controls (embeddings, overrides, isolates, marks), which can make a name in an e-mail read backwards.
 */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A visitor's free text with the characters removed that no name, company or comment needs. */
export function cleanText(value: string): string {
  return value.replace(UNSAFE, '').trim();
}
