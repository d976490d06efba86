// Mail as the tests receive it (mailparser's parsed messages), for the unit and the end-to-end tests alike.

/** A header exactly as it was sent (mailparser turns List-Unsubscribe and other List-* headers into objects). */
export function rawHeader(mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}
