import { View } from '@react-pdf/renderer';
import { BrandedDocument, Text } from '@/lib/datasheet/frame';
import { styles } from '@/lib/datasheet/styles';
import type { CalculatorPdfContent, PdfSuggestion } from './pdf-content';
import { calculatorStyles as own } from './pdf-styles';

type Props = { content: CalculatorPdfContent };

function Line({ label, value }: { label: string; value: string }) {
  return (
    <View style={own.line}>
      <Text style={own.lineLabel}>{label}</Text>
      <Text style={own.lineValue}>{value}</Text>
    </View>
  );
}

/** One suggestion on one line (a long name is cut with an ellipsis), its note on a second. */
function Suggestion({ row }: { row: PdfSuggestion }) {
  return (
    <View style={own.suggestion} wrap={false}>
      <View style={own.suggestionLine}>
        {/* Cells that clip what their one line cannot hold: a word is never broken (lib/datasheet/fonts.ts). A code is
            one word, clipped at its end rather than cut at a space ("VRX…" would lose the size). */}
        <View style={own.modelCodeCell}>
          <Text style={own.modelCode}>{row.modelCode.replaceAll(' ', '\u00A0')}</Text>
        </View>
        <View style={own.nameCell}>
          <Text style={own.name}>{row.name}</Text>
        </View>
        <Text style={own.capacity}>{row.capacity}</Text>
        <Text style={own.price}>{row.price}</Text>
      </View>
      {row.note ? <Text style={own.note}>{row.note}</Text> : null}
    </View>
  );
}

/**
 * The calculator's result on one A4 page: the room, the load and how it adds up, the matches of each group (at most
 * PDF_ROWS_PER_GROUP), the result page's address. The datasheets' header, footer and type (lib/datasheet/frame.tsx).
 */
export function CalculatorPdfDocument({ content }: Props) {
  const { brand, inputs, load, groups, texts } = content;
  return (
    <BrandedDocument
      brand={brand}
      title={texts.title}
      documentTitle={`${texts.title} · ${load.kw}`}
      locale={content.locale}
      date={content.date}
      footer={texts.footer}
      page={texts.page}
    >
      <Text style={own.date}>{texts.date}</Text>
      <View style={own.summary}>
        <View style={own.inputs}>
          <Text style={styles.caption}>{texts.inputsTitle}</Text>
          {inputs.map((line) => (
            <Line key={line.label} {...line} />
          ))}
        </View>
        <View style={own.result}>
          <Text style={styles.caption}>{texts.resultTitle}</Text>
          <Text style={own.load}>{load.kw}</Text>
          <Text style={own.btuh}>{load.btuh}</Text>
          {load.parts.map((line) => (
            <Line key={line.label} {...line} />
          ))}
          <Text style={own.formula}>{texts.formula}</Text>
        </View>
      </View>

      <Text style={own.heading}>{texts.matchesTitle}</Text>
      {groups.length ? <Text style={own.small}>{texts.prices}</Text> : <Text style={own.groupNote}>{texts.noMatches}</Text>}
      {groups.map((group) => (
        <View key={group.title} style={own.group}>
          <Text style={styles.caption}>{group.title}</Text>
          <Text style={own.groupNote}>{group.note}</Text>
          {group.rows.map((row, index) => (
            <Suggestion key={index} row={row} />
          ))}
          {group.more ? <Text style={own.more}>{group.more}</Text> : null}
        </View>
      ))}

      <View style={own.permalink}>
        <Text style={own.permalinkLabel}>{texts.permalink}</Text>
        <Text style={own.permalinkUrl}>{content.permalink}</Text>
      </View>
      <Text style={styles.disclaimer}>{texts.disclaimer}</Text>
    </BrandedDocument>
  );
}
