// react-pdf's Image has no alt text to give (a PDF figure here is decorative: the name is printed beside it).
import { Image as PdfImage, Path, Svg, Text as PdfText, View } from '@react-pdf/renderer';
import type { SpecCell } from '@/lib/catalogue/spec-rows';
import type { ConformityEntry } from '@/lib/documents/conformity';
import { ConformitySection, type ConformityTexts } from './conformity-section';
import { BrandedDocument, Text, type PdfBrand } from './frame';
import { OutlineSection, type OutlinePart } from './outline-figure';
import { QR_COLOR, QR_SIZE, styles } from './styles';

/** Everything a datasheet shows, already in the reader's language (lib/datasheet/content.ts). */
export type DatasheetContent = {
  locale: string;
  brand: PdfBrand;
  product: { modelCode: string; name: string; shortDescription: string; category: string; keyFeatures: string[] };
  price: { text: string; note?: string };
  picture: Buffer | null;
  qr: { size: number; d: string; url: string };
  sections: { title: string; rows: SpecCell[] }[];
  /** One outline drawing per part of the product (lib/datasheet/outline.ts); no section without parts. */
  outline: { title: string; parts: OutlinePart[] };
  /** The product's EAEU declarations and certificates; no section when empty. */
  conformity: ConformityEntry[];
  updatedAt: Date;
  texts: {
    title: string;
    keyFeatures: string;
    specifications: string;
    qrCaption: string;
    footer: string;
    disclaimer: string;
    page: (page: number, pages: number) => string;
    conformity: ConformityTexts;
  };
};

type Props = { content: DatasheetContent };

/** Characters of a value (with its unit) that fit the value column on one line; a longer one is a sentence. */
const ONE_LINE = 42;

function SpecRow({ row }: { row: SpecCell }) {
  // A sentence ("EN 14511: outdoor air 35 °C DB; …") gets the wider column and reads from the left, as text does.
  const long = row.value.length + (row.unit?.length ?? 0) > ONE_LINE;
  return (
    // A row never splits across two pages.
    <View style={styles.row} wrap={false}>
      <Text style={long ? [styles.label, styles.labelNarrow] : styles.label}>{row.label}</Text>
      <View style={long ? [styles.valueCell, styles.valueCellWide] : styles.valueCell}>
        <Text style={long ? [styles.value, styles.valueSentence] : styles.value}>
          {row.value}
          {row.unit ? <PdfText style={styles.unit}>{`\u00A0${row.unit}`}</PdfText> : null}
        </Text>
        {row.alt ? <Text style={styles.alt}>{row.alt}</Text> : null}
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
    <BrandedDocument
      brand={brand}
      title={texts.title}
      documentTitle={`${product.modelCode} · ${product.name}`}
      keywords={product.modelCode}
      locale={content.locale}
      date={content.updatedAt}
      footer={texts.footer}
      page={texts.page}
    >
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
      <OutlineSection title={content.outline.title} parts={content.outline.parts} />
      <ConformitySection entries={content.conformity} texts={texts.conformity} />
      <Text style={styles.disclaimer}>{texts.disclaimer}</Text>
    </BrandedDocument>
  );
}
