import { StyleSheet, View } from '@react-pdf/renderer';
import type { ConformityEntry, TechnicalRegulation } from '@/lib/documents/conformity';
import { Text } from './frame';
import { color, styles } from './styles';

/** The section's words in the reader's language, and how it writes a regulation and a date (lib/datasheet/content.ts). */
export type ConformityTexts = {
  title: string;
  kinds: Record<ConformityEntry['kind'], string>;
  regulations: string;
  /** "Registered on" a declaration, "issued on" a certificate. */
  issuedOn: Record<ConformityEntry['kind'], string>;
  validUntil: string;
  noExpiry: string;
  holder: string;
  fictitious: string;
  /** "ТР ТС 004/2011 «О безопасности низковольтного оборудования»". */
  regulation: (code: TechnicalRegulation) => string;
  date: (date: Date) => string;
};

type Props = { entries: ConformityEntry[]; texts: ConformityTexts };

const local = StyleSheet.create({
  entry: { marginBottom: 8, padding: 8, borderWidth: 0.75, borderColor: color.line, borderRadius: 4 },
  kind: { fontSize: 7.5, lineHeight: 1.3, fontWeight: 700, color: color.brand700, textTransform: 'uppercase' },
  number: { marginTop: 1, fontSize: 10, lineHeight: 1.3, fontWeight: 700, color: color.brand900 },
  title: { fontSize: 8.5, lineHeight: 1.35, color: color.muted },
  row: { flexDirection: 'row', marginTop: 3 },
  label: { width: '30%', paddingRight: 8, fontSize: 8.5, lineHeight: 1.35, color: color.muted },
  values: { width: '70%' },
  value: { fontSize: 8.5, lineHeight: 1.35 },
  fictitious: { marginTop: 4, fontSize: 7.5, lineHeight: 1.3, fontWeight: 600, color: color.accent700 },
});

/** A label and its values, one a line. */
function Row({ label, values }: { label: string; values: string[] }) {
  return (
    <View style={local.row}>
      <Text style={local.label}>{label}</Text>
      <View style={local.values}>
        {values.map((value) => (
          <Text key={value} style={local.value}>
            {value}
          </Text>
        ))}
      </View>
    </View>
  );
}

function Entry({ entry, texts }: { entry: ConformityEntry; texts: ConformityTexts }) {
  const kind = texts.kinds[entry.kind];
  return (
    <View style={local.entry}>
      <Text style={local.kind}>{kind}</Text>
      <Text style={local.number}>{entry.number}</Text>
      {entry.title && entry.title.toLowerCase() !== kind.toLowerCase() ? <Text style={local.title}>{entry.title}</Text> : null}
      {entry.regulations.length ? <Row label={texts.regulations} values={entry.regulations.map(texts.regulation)} /> : null}
      {entry.issuedOn ? <Row label={texts.issuedOn[entry.kind]} values={[texts.date(entry.issuedOn)]} /> : null}
      <Row label={texts.validUntil} values={[entry.validUntil ? texts.date(entry.validUntil) : texts.noExpiry]} />
      {entry.holder ? <Row label={texts.holder} values={[entry.holder]} /> : null}
      {entry.fictitious ? <Text style={local.fictitious}>{texts.fictitious}</Text> : null}
    </View>
  );
}

/** The product's EAEU declarations and certificates; no section at all when it has none. */
export function ConformitySection({ entries, texts }: Props) {
  if (!entries.length) return null;
  return (
    <View>
      {entries.map((entry, index) => (
        // The heading travels with the first entry, so it never ends a page alone.
        <View key={entry.id} wrap={false}>
          {index === 0 ? <Text style={styles.heading}>{texts.title}</Text> : null}
          <Entry entry={entry} texts={texts} />
        </View>
      ))}
    </View>
  );
}
