// A small but complete PDF written by the tests themselves (one page, one line of text, a correct cross-reference
// table and trailer): what an editor would upload, without any file from outside the repository. The same writer
// makes the seed's sample documents (lib/documents/sample-pdf.ts).
import { samplePdf } from '@/lib/documents/sample-pdf';

export function minimalPdf(text: string): Buffer {
  return samplePdf([text]);
}
