// react-pdf's Image has no alt text to give (a PDF figure here is decorative: the name is printed beside it).
import { Document, Image as PdfImage, Page, Path, Svg, Text as PdfText, View, type TextProps } from '@react-pdf/renderer';
import { Fragment, type PropsWithChildren, type ReactNode } from 'react';
import type { SpecCell } from '@/lib/catalogue/spec-rows';
import { QR_COLOR, QR_SIZE, styles } from './styles';
import { subscriptRuns } from './typeset';

/** Everything a datasheet shows, already in the reader's language (lib/datasheet/content.ts). */
export type DatasheetContent = {
  locale: string;
  brand: { name: string; contacts: string[] };
  product: { modelCode: string; name: string; shortDescription: string; category: string; keyFeatures: string[] };
  price: { text: string; note?: string };
  picture: Buffer | null;
  qr: { size: number; d: string; url: string };
  sections: { title: string; rows: SpecCell[] }[];
  updatedAt: Date;
  texts: {
    title: string;
    keyFeatures: string;
    specifications: string;
    qrCaption: string;
    footer: string;
    disclaimer: string;
    page: (page: number, pages: number) => string;
  };
};

type Props = { content: DatasheetContent };

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
function Text({ children, ...props }: PropsWithChildren<TextProps>) {
  return (
    <PdfText hyphenationPenalty={NEVER} {...props}>
      {typeset(children)}
    </PdfText>
  );
}

function SpecRow({ row }: { row: SpecCell }) {
  return (
    // A row never splits across two pages.
    <View style={styles.row} wrap={false}>
      <Text style={styles.label}>{row.label}</Text>
      <View style={styles.valueCell}>
        <Text style={styles.value}>
          {row.value}
          {row.unit ? <PdfText style={styles.unit}>{`\u00A0${row.unit}`}</PdfText> : null}
        </Text>
        {row.alt ? <Text style={styles.alt}>{row.alt}</Text> : null}
      </View>
    </View>
  );
}

function Header({ content: { brand, texts } }: Props) {
  return (
    <View style={styles.header} fixed>
      <View>
        <Text style={styles.brand}>{brand.name}</Text>
        <Text style={styles.docTitle}>{texts.title}</Text>
      </View>
      <View style={styles.contacts}>
        {brand.contacts.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </View>
    </View>
  );
}

function Hero({ content: { product, price, picture, qr, texts } }: Props) {
  return (
    <View style={styles.hero}>
      {picture ? <PdfImage style={styles.picture} src={{ data: picture, format: 'png' }} /> : null}
      <View style={styles.heroText}>
        <Text style={styles.modelCode}>{product.modelCode}</Text>
        <Text style={styles.name}>{product.name}</Text>
        <Text style={styles.category}>{product.category}</Text>
        <Text style={styles.lead}>{product.shortDescription}</Text>
        <View style={styles.offer}>
          <View style={styles.priceBox}>
            <Text style={styles.price}>{price.text}</Text>
            {price.note ? <Text style={styles.priceNote}>{price.note}</Text> : null}
          </View>
          <View style={styles.qr}>
            <Svg width={QR_SIZE} height={QR_SIZE} viewBox={`0 0 ${qr.size} ${qr.size}`}>
              <Path d={qr.d} fill={QR_COLOR} />
            </Svg>
            <Text style={styles.qrCaption}>{texts.qrCaption}</Text>
          </View>
        </View>
      </View>
    </View>
  );
}

/** One A4 datasheet: header, picture and offer, key features, the specification table, a footer on every page. */
export function DatasheetDocument({ content }: Props) {
  const { brand, product, sections, texts } = content;
  return (
    <Document
      title={`${product.modelCode} · ${product.name}`}
      subject={texts.title}
      author={brand.name}
      creator={brand.name}
      producer={brand.name}
      keywords={product.modelCode}
      language={content.locale}
      creationDate={content.updatedAt}
      modificationDate={content.updatedAt}
    >
      <Page size="A4" style={styles.page}>
        <Header content={content} />
        <Hero content={content} />

        {product.keyFeatures.length ? (
          <View>
            <Text style={styles.heading} minPresenceAhead={40}>
              {texts.keyFeatures}
            </Text>
            {product.keyFeatures.map((feature) => (
              <View key={feature} style={styles.feature} wrap={false}>
                <View style={styles.bullet} />
                <Text style={styles.featureText}>{feature}</Text>
              </View>
            ))}
          </View>
        ) : null}

        <Text style={styles.heading} minPresenceAhead={60}>
          {texts.specifications}
        </Text>
        {sections.map((section) => (
          <View key={section.title} style={styles.section}>
            <Text style={styles.caption} minPresenceAhead={40}>
              {section.title}
            </Text>
            {section.rows.map((row, index) => (
              <SpecRow key={index} row={row} />
            ))}
          </View>
        ))}
        <Text style={styles.disclaimer}>{texts.disclaimer}</Text>

        <View style={styles.footer} fixed>
          <Text>{texts.footer}</Text>
          <Text render={({ pageNumber, totalPages }) => texts.page(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
