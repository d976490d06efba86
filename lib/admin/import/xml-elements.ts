// Counts the elements of an XLSX's XML parts as they are inflated, without parsing them. exceljs turns every
// element of the parts it reads into objects (a cell, a style, a shared string: 150 to 300 bytes each, and a few
// microseconds, on this project's machines), so small elements packed into the unpacked limit would take gigabytes
// and minutes: 1.5 million styles in a 1.4 MB file took 7 s and 800 MB, 2.8 million cells in a 12 MB file 28 s and
// 2.6 GB. An element is a `<` followed by a name (not `</`, `<?` or `<!`); XML text cannot hold a `<`. A
// byte-by-byte state machine, so that a tag split between two chunks is still seen.

const LT = 0x3c;
const NAME_START = new Uint8Array(256);
for (let byte = 0; byte < 256; byte++) {
  const char = String.fromCharCode(byte);
  if (/[A-Za-z_:]/.test(char) || byte >= 0x80) NAME_START[byte] = 1;
}

/** The parts read as XML: the package's own files; images, embedded files and printer settings are not counted. */
export const XML_PART = /\.(xml|rels|vml)$/i;

export class XmlElements {
  total = 0;
  /** Whether the previous byte (perhaps the last of the previous chunk) was a `<`. */
  private open = false;

  count(chunk: Uint8Array): void {
    let { open, total } = this;
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index]!;
      if (open && NAME_START[byte] === 1) total++;
      open = byte === LT;
    }
    this.open = open;
    this.total = total;
  }
}
