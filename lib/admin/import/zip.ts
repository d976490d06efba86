import { Inflate } from 'fflate';
import type { ImportLimits, ReadRefusal } from './read';
import { XML_PART, XmlElements } from './xml-elements';

// An XLSX is a ZIP, and a ZIP says what it likes about its own contents: a few kilobytes that inflate to gigabytes
// (a "zip bomb") would exhaust the server inside exceljs, which inflates every part into memory before it reads a
// cell. So the archive is checked first, entry by entry as its central directory lists them (the table at the end
// of the file that JSZip, inside exceljs, follows): the sizes it declares, without inflating anything; then, since a
// declaration can lie, a real inflate that counts the bytes (and the XML elements, see ./xml-elements.ts) and
// drops them as they come, stopping at a limit.
// fflate's `unzipSync` with a `filter` returning false lists the same directory without inflating, but it does not
// say where each entry's data starts, which the real inflate needs; hence the small reader below.

/** One entry as the central directory describes it; `dataStart` is where its compressed bytes begin. */
export type ZipEntry = { name: string; method: number; size: number; originalSize: number; dataStart: number };
type ZipLimits = Pick<ImportLimits, 'unpackedBytes' | 'entryRatio' | 'xmlElements'>;

/**
 * Entries compressed smaller than this are left out of the ratio rule: a short part made of repeats (a run of
 * empty styled cells, a stretch of zeros) legitimately shrinks more than 100 times, and an entry this small
 * inflates to about 1 MB at most (deflate expands 1,032 times at best), harmless alone. A bomb made of many of
 * them is stopped by the total, which counts every entry.
 */
export const SMALL_ENTRY_BYTES = 1024;
/**
 * Compressed bytes handed to the inflater at a time: one step outputs at most ~16.5 MB, so the real inflate
 * overshoots a limit by that much before it sees it, and never holds more.
 */
const INFLATE_STEP = 16 * 1024;
const STORED = 0;
const DEFLATED = 8;
const MAX32 = 0xffffffff;
const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50 };

const names = new TextDecoder();

/**
 * The central directory's entries, or null when the bytes are not a ZIP this reader follows safely: no directory,
 * a record or data outside the file, an encrypted entry (JSZip refuses those too). Reads ZIP64 records as JSZip
 * does, though a file under the size limit never needs them (some writers emit them anyway).
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  try {
    // The end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
    const lowest = Math.max(0, bytes.length - 22 - 0xffff);
    let end = bytes.length - 22;
    while (end >= lowest && u32(end) !== SIGNATURE.end) end--;
    if (end < lowest) return null;
    let count = u16(end + 10);
    let at = u32(end + 16);
    if ((count === 0xffff || at === MAX32) && end >= 20 && u32(end - 20) === SIGNATURE.locator64) {
      const end64 = u64(end - 12);
      if (u32(end64) !== SIGNATURE.end64) return null;
      count = u64(end64 + 32);
      at = u64(end64 + 48);
    }
    // Each record takes 46 bytes at least: a larger count is a lie, and would make a long loop.
    if (count > bytes.length / 46) return null;
    const entries: ZipEntry[] = [];
    for (let index = 0; index < count; index++) {
      const encrypted = (u16(at + 8) & 1) === 1;
      if (u32(at) !== SIGNATURE.central || encrypted) return null;
      const nameLength = u16(at + 28);
      const extraLength = u16(at + 30);
      let size = u32(at + 20);
      let originalSize = u32(at + 24);
      let local = u32(at + 42);
      // ZIP64: the sizes and offset that do not fit in 32 bits follow in an extra field, in this order.
      const extraEnd = at + 46 + nameLength + extraLength;
      for (let extra = at + 46 + nameLength; extra + 4 <= extraEnd; extra += 4 + u16(extra + 2)) {
        if (u16(extra) !== 1) continue;
        let field = extra + 4;
        if (originalSize === MAX32) {
          originalSize = u64(field);
          field += 8;
        }
        if (size === MAX32) {
          size = u64(field);
          field += 8;
        }
        if (local === MAX32) local = u64(field);
        break;
      }
      if (u32(local) !== SIGNATURE.local) return null;
      const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
      if (dataStart + size > bytes.length) return null;
      const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      entries.push({ name, method: u16(at + 10), size, originalSize, dataStart });
      at = extraEnd + u16(at + 32);
    }
    return entries;
  } catch (error) {
    // DataView throws RangeError for a read past the end: an offset in the file points outside it.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The first limit the declared sizes pass: the total before the ratio, as it is the one that protects memory. */
export function declaredRefusal(entries: ZipEntry[], limits: ZipLimits): ReadRefusal | null {
  const total = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (total > limits.unpackedBytes) return { code: 'unpackedTooLarge' };
  const packed = entries.find((entry) => entry.size >= SMALL_ENTRY_BYTES && entry.originalSize > entry.size * limits.entryRatio);
  return packed ? { code: 'compressionRatio', detail: packed.name } : null;
}

/**
 * The first limit the real contents pass, inflating every entry the directory lists and keeping none of it. Each
 * record counts, so entries that share one stretch of data (the "overlapping" bomb) are counted as often as JSZip
 * would inflate them. Too many XML elements is "too large" as well: what exceljs would make of them does not fit.
 */
export function inflatedRefusal(bytes: Uint8Array, entries: ZipEntry[], limits: ZipLimits): ReadRefusal | null {
  let total = 0;
  const elements = new XmlElements();
  for (const entry of entries) {
    if (entry.method !== STORED && entry.method !== DEFLATED) return { code: 'notSpreadsheet', detail: `zip compression method ${entry.method}` };
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.size);
    const xml = XML_PART.test(entry.name);
    const most = entry.size < SMALL_ENTRY_BYTES ? Infinity : entry.size * limits.entryRatio;
    let produced = 0;
    const take = (chunk: Uint8Array) => {
      produced += chunk.length;
      if (xml) elements.count(chunk);
    };
    const inflater = entry.method === DEFLATED ? new Inflate(take) : null;
    for (let at = 0; ; at += INFLATE_STEP) {
      const step = data.subarray(at, at + INFLATE_STEP);
      const last = at + INFLATE_STEP >= data.length;
      try {
        if (inflater) inflater.push(step, last);
        else take(step);
      } catch {
        return { code: 'notSpreadsheet', detail: 'damaged zip' };
      }
      if (total + produced > limits.unpackedBytes) return { code: 'unpackedTooLarge' };
      if (produced > most) return { code: 'compressionRatio', detail: entry.name };
      if (elements.total > limits.xmlElements) return { code: 'unpackedTooLarge', detail: 'xml elements' };
      if (last) break;
    }
    total += produced;
  }
  return null;
}
