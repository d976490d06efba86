import { Line, Polygon, Rect, StyleSheet, Svg, Text as PdfText, Tspan, View } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts';
import { Text } from './frame';
import type { OutlineDrawing } from './outline';
import { color, styles } from './styles';

/** One part's drawing as the datasheet shows it: the part's name, "dimensions in mm, scale 1:n", the views. */
export type OutlinePart = { caption: string; note: string; drawing: OutlineDrawing };

type Props = { title: string; parts: OutlinePart[] };

const STROKE = { outline: 0.9, dimension: 0.4, extension: 0.4 } as const;

const local = StyleSheet.create({
  part: { marginBottom: 14 },
  caption: { marginBottom: 6, fontSize: 9, lineHeight: 1.3, fontWeight: 700, color: color.brand900 },
  note: { fontSize: 7.5, fontWeight: 400, color: color.muted },
});

function Drawing({ drawing }: { drawing: OutlineDrawing }) {
  const { width, height, views, lines, arrows, labels } = drawing;
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {views.map((view, index) => (
        <Rect key={index} x={view.x} y={view.y} width={view.width} height={view.height} fill={color.brand50} stroke={color.brand900} strokeWidth={STROKE.outline} />
      ))}
      {lines.map((line, index) => (
        <Line key={index} x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} stroke={color.muted} strokeWidth={STROKE[line.kind]} />
      ))}
      {arrows.map((points, index) => (
        <Polygon key={index} points={points.map((point) => point.join(',')).join(' ')} fill={color.muted} />
      ))}
      {labels.map((label, index) => (
        // The datasheet's own fonts, Latin then Cyrillic (lib/datasheet/fonts.ts): a view's name may be Russian.
        <PdfText key={index} style={{ fontFamily: FONT_FAMILY, fontSize: label.size, fontWeight: label.kind === 'figure' ? 600 : 400 }}>
          <Tspan x={label.x} y={label.y} textAnchor={label.anchor} fill={label.kind === 'figure' ? color.ink : color.muted}>
            {label.text}
          </Tspan>
        </PdfText>
      ))}
    </Svg>
  );
}

/** The "Outline dimensions" section: one drawing per part, in the data's order, none split across two pages. */
export function OutlineSection({ title, parts }: Props) {
  if (!parts.length) return null;
  return (
    <View>
      {parts.map(({ caption, note, drawing }, index) => (
        // The heading travels with the first drawing, so it never ends a page alone.
        <View key={index} style={local.part} wrap={false}>
          {index === 0 ? <Text style={styles.heading}>{title}</Text> : null}
          <Text style={local.caption}>
            {caption}
            <PdfText style={local.note}>{`  ${note}`}</PdfText>
          </Text>
          <Drawing drawing={drawing} />
        </View>
      ))}
    </View>
  );
}
