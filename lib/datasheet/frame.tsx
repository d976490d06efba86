import { Document, Page, Text as PdfText, View, type TextProps } from '@react-pdf/renderer';
import { Fragment, type PropsWithChildren, type ReactNode } from 'react';
import { styles } from './styles';
import { subscriptRuns } from './typeset';

// What every PDF of the site shares (the datasheets, the calculator's result): an A4 page in the site's font, the
// brand and its contacts at the top, a footer with the page number, and text that wraps as Russian needs.

/** The brand as a PDF's header names it, its contacts already in the reader's language (lib/datasheet/contacts.ts). */
export type PdfBrand = { name: string; contacts: string[] };

/** react-pdf's "infinite" penalty: a break there is never taken. */
const NEVER = 10_000;
const SUBSCRIPT_DIGIT = /[\u2080-\u2089]/;

/** A string with its subscript digits set as such (lib/datasheet/typeset.ts); anything else as it is. */
function typeset(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map((child, index) => <Fragment key={index}>{typeset(child)}</Fragment>);
  if (typeof node !== 'string' || !SUBSCRIPT_DIGIT.test(node)) return node;
  return subscriptRuns(node).map((run, index) =>
    run.sub ? (
      <PdfText key={index} style={styles.sub}>
        {run.text}
      </PdfText>
    ) : (
      run.text
    ),
  );
}

/**
 * Text that wraps between words only. react-pdf splits a word where its font changes ("камеру," is Cyrillic then
 * a Latin comma) and may break the line there with a hyphen drawn from the Cyrillic font, which has none (a box).
 * Words are never hyphenated here (lib/datasheet/fonts.ts), so those are the only breaks this forbids.
 */
export function Text({ children, ...props }: PropsWithChildren<TextProps>) {
  return (
    <PdfText hyphenationPenalty={NEVER} {...props}>
      {typeset(children)}
    </PdfText>
  );
}

type Props = PropsWithChildren<{
  brand: PdfBrand;
  /** The kind of document, under the brand ("Scheda tecnica"); also the PDF's subject. */
  title: string;
  /** The PDF's own title, which viewers show in their title bar. */
  documentTitle: string;
  keywords?: string;
  locale: string;
  /** The date the content is of: the PDF's creation and modification date. */
  date: Date;
  footer: string;
  page: (page: number, pages: number) => string;
}>;

/** One A4 document of the brand: header and footer on every page, `children` between them. */
export function BrandedDocument({ brand, title, documentTitle, keywords, locale, date, footer, page, children }: Props) {
  return (
    <Document
      title={documentTitle}
      subject={title}
      author={brand.name}
      creator={brand.name}
      producer={brand.name}
      keywords={keywords}
      language={locale}
      creationDate={date}
      modificationDate={date}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <View>
            <Text style={styles.brand}>{brand.name}</Text>
            <Text style={styles.docTitle}>{title}</Text>
          </View>
          <View style={styles.contacts}>
            {brand.contacts.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        </View>

        {children}

        <View style={styles.footer} fixed>
          <Text>{footer}</Text>
          <Text render={({ pageNumber, totalPages }) => page(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
