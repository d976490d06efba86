import type { Locale } from '@/i18n/routing';
import type { DimensionPart } from '@/lib/catalogue/technical';
import { formatNumber, type Part } from '@/lib/catalogue/units';

// The outline drawing of one part of a product (issue 35, item 4): its front view (W × H) and side view (D × H)
// with their dimensions, drawn to one standard scale. Pure geometry in PDF points (y downwards, as in SVG), so a
// test can check every figure and position without rendering; lib/datasheet/outline-figure.tsx draws it.

/** Points per millimetre of paper. */
const PT_PER_MM = 72 / 25.4;
/** The reductions a drawing may use, largest drawing first (ISO 5455 and GOST 2.302): 1:n. */
export const SCALE_RATIOS = [1, 2, 2.5, 4, 5, 10, 15, 20, 25, 40, 50, 75, 100, 200, 250, 400, 500, 1000] as const;

/** Type sizes (pt), and shares of the size: Manrope's cap height, and the room a line takes above its baseline
 * (accented capitals) and below it (descenders). */
const FIGURE_SIZE = 7.5;
const VIEW_TITLE_SIZE = 7;
const CAP_HEIGHT = 0.72;
const ABOVE_BASELINE = 0.95;
const BELOW_BASELINE = 0.3;
/** An upper bound of Manrope's advance per character, in ems: digits are 0.58, Latin and Cyrillic words less on average. */
const EM_PER_CHAR = { figure: 0.6, view: 0.66 } as const;

/** Distances in points: object to extension line, extension line past the dimension line, object to dimension line. */
const EXTENSION_GAP = 2;
const EXTENSION_OVERSHOOT = 2;
const DIMENSION_OFFSET = { vertical: 9, horizontal: 13 } as const;
const TEXT_GAP = 2;
const ARROW = { length: 4, halfWidth: 1.3 } as const;
/** Arrows go outside the extension lines on a dimension shorter than this, the line reaching this far past them. */
const ARROWS_INSIDE_FROM = 3 * ARROW.length;
const OVERHANG = ARROW.length + 3;
const VIEW_GAP = 28;
const TITLE_GAP = 6;
/** Half the outline's stroke, so nothing drawn touches the box's edge. */
const PAD = 1;

export type Box = { x: number; y: number; width: number; height: number };
export type Segment = { x1: number; y1: number; x2: number; y2: number; kind: 'dimension' | 'extension' };
/** A filled arrowhead: tip first. */
export type Arrow = [number, number][];
export type Label = { text: string; x: number; y: number; anchor: 'start' | 'middle' | 'end'; size: number; kind: 'figure' | 'view'; box: Box };

export type OutlineDrawing = {
  part: Part;
  /** The scale on the printed A4 page is 1:`ratio`; null when no standard scale fits (then the drawing fills the box). */
  ratio: number | null;
  /** Points per millimetre of the object. */
  scale: number;
  /** The drawing's box, in points: everything lies inside it. */
  width: number;
  height: number;
  /** The front view (W × H), then the side view (D × H). */
  views: [Box, Box];
  lines: Segment[];
  arrows: Arrow[];
  labels: Label[];
};

export type OutlineOptions = {
  locale: Locale;
  /** The views' names, in the reader's language. */
  titles: { front: string; side: string };
  /** The largest box the drawing may take (pt), and the largest height of a view. */
  maxWidth: number;
  maxViewHeight: number;
};

const textWidth = (text: string, size: number, kind: Label['kind']) => [...text].length * size * EM_PER_CHAR[kind];

function label(text: string, x: number, baseline: number, anchor: Label['anchor'], kind: Label['kind']): Label {
  const size = kind === 'figure' ? FIGURE_SIZE : VIEW_TITLE_SIZE;
  const width = textWidth(text, size, kind);
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const top = baseline - ABOVE_BASELINE * size;
  return { text, x, y: baseline, anchor, size, kind, box: { x: left, y: top, width, height: (ABOVE_BASELINE + BELOW_BASELINE) * size } };
}

/** An arrowhead with its tip at (x, y), pointing along (dx, dy) (a unit vector on one axis). */
function arrow(x: number, y: number, dx: number, dy: number): Arrow {
  const baseX = x - dx * ARROW.length;
  const baseY = y - dy * ARROW.length;
  return [
    [x, y],
    [baseX + dy * ARROW.halfWidth, baseY + dx * ARROW.halfWidth],
    [baseX - dy * ARROW.halfWidth, baseY - dx * ARROW.halfWidth],
  ];
}

type Pieces = { lines: Segment[]; arrows: Arrow[]; labels: Label[] };

/**
 * A dimension along one axis from `from` to `to` (`at` is the other coordinate of the dimension line): extension
 * lines from the object, arrows inside (or outside when it is short) and the figure, horizontal either way.
 */
function dimension(axis: 'x' | 'y', from: number, to: number, objectEdge: number, at: number, text: string, into: Pieces) {
  const length = to - from;
  const inside = length >= ARROWS_INSIDE_FROM;
  const overhang = inside ? 0 : OVERHANG;
  const sign = Math.sign(at - objectEdge);
  const point = (along: number, across: number): [number, number] => (axis === 'x' ? [along, across] : [across, along]);
  const segment = (a: [number, number], b: [number, number], kind: Segment['kind']): Segment => ({ x1: a[0], y1: a[1], x2: b[0], y2: b[1], kind });
  for (const end of [from, to]) {
    into.lines.push(segment(point(end, objectEdge + sign * EXTENSION_GAP), point(end, at + sign * EXTENSION_OVERSHOOT), 'extension'));
  }
  into.lines.push(segment(point(from - overhang, at), point(to + overhang, at), 'dimension'));
  const direction = inside ? 1 : -1;
  const [ax, ay] = axis === 'x' ? [direction, 0] : [0, direction];
  into.arrows.push(arrow(...point(from, at), -ax, -ay), arrow(...point(to, at), ax, ay));

  const middle = (from + to) / 2;
  if (axis === 'y') {
    into.labels.push(label(text, at - TEXT_GAP - 1, middle + (CAP_HEIGHT * FIGURE_SIZE) / 2, 'end', 'figure'));
    return;
  }
  // Above the line between the extension lines when it fits there, below the line otherwise.
  const above = inside && textWidth(text, FIGURE_SIZE, 'figure') + 2 * TEXT_GAP <= length;
  const baseline = above ? at - TEXT_GAP : at + EXTENSION_OVERSHOOT + 1 + ABOVE_BASELINE * FIGURE_SIZE;
  into.labels.push(label(text, middle, baseline, 'middle', 'figure'));
}

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;

/** The drawing at `scale` points per millimetre, its box not yet fitted. */
function layout({ part, size }: DimensionPart, scale: number, ratio: number | null, { locale, titles }: OutlineOptions): OutlineDrawing {
  const [w, h, d] = size.map((mm) => mm * scale) as [number, number, number];
  const figure = (mm: number) => formatNumber(mm, locale);
  const pieces: Pieces = { lines: [], arrows: [], labels: [] };
  const front: Box = { x: 0, y: 0, width: w, height: h };

  dimension('y', 0, h, 0, -DIMENSION_OFFSET.vertical, figure(size[1]), pieces);
  const dimensionY = h + DIMENSION_OFFSET.horizontal;
  dimension('x', 0, w, h, dimensionY, figure(size[0]), pieces);
  const widthLabel = pieces.labels.at(-1)!;

  // The side view starts clear of everything under the front view: its figure, its arrows, the view's name.
  const sideReach = Math.max(d, textWidth(figure(size[2]), FIGURE_SIZE, 'figure'), textWidth(titles.side, VIEW_TITLE_SIZE, 'view')) / 2 + (d < ARROWS_INSIDE_FROM ? OVERHANG : 0);
  const frontReach = Math.max(right(widthLabel.box), w / 2 + textWidth(titles.front, VIEW_TITLE_SIZE, 'view') / 2, w < ARROWS_INSIDE_FROM ? w + OVERHANG : w);
  const sideX = frontReach + VIEW_GAP + Math.max(0, sideReach - d / 2);
  const side: Box = { x: sideX, y: 0, width: d, height: h };
  dimension('x', sideX, sideX + d, h, dimensionY, figure(size[2]), pieces);

  const titleBaseline = Math.max(...pieces.labels.filter((item) => item.kind === 'figure').map((item) => bottom(item.box)), dimensionY + EXTENSION_OVERSHOOT) + TITLE_GAP + ABOVE_BASELINE * VIEW_TITLE_SIZE;
  pieces.labels.push(label(titles.front, w / 2, titleBaseline, 'middle', 'view'), label(titles.side, sideX + d / 2, titleBaseline, 'middle', 'view'));

  return fit({ part, ratio, scale, width: 0, height: 0, views: [front, side], ...pieces });
}

/** The drawing moved into a box of its own that holds every line, arrow and label. */
function fit(drawing: OutlineDrawing): OutlineDrawing {
  const xs = [...drawing.views.flatMap((box) => [box.x, right(box)]), ...drawing.lines.flatMap((line) => [line.x1, line.x2]), ...drawing.arrows.flat().map(([x]) => x), ...drawing.labels.flatMap(({ box }) => [box.x, right(box)])];
  const ys = [...drawing.views.flatMap((box) => [box.y, bottom(box)]), ...drawing.lines.flatMap((line) => [line.y1, line.y2]), ...drawing.arrows.flat().map(([, y]) => y), ...drawing.labels.flatMap(({ box }) => [box.y, bottom(box)])];
  const dx = PAD - Math.min(...xs);
  const dy = PAD - Math.min(...ys);
  const move = (box: Box): Box => ({ ...box, x: box.x + dx, y: box.y + dy });
  return {
    ...drawing,
    width: Math.max(...xs) + dx + PAD,
    height: Math.max(...ys) + dy + PAD,
    views: [move(drawing.views[0]), move(drawing.views[1])],
    lines: drawing.lines.map((line) => ({ ...line, x1: line.x1 + dx, y1: line.y1 + dy, x2: line.x2 + dx, y2: line.y2 + dy })),
    arrows: drawing.arrows.map((points) => points.map(([x, y]): [number, number] => [x + dx, y + dy])),
    labels: drawing.labels.map((item) => ({ ...item, x: item.x + dx, y: item.y + dy, box: move(item.box) })),
  };
}

const fits = (drawing: OutlineDrawing, { maxWidth, maxViewHeight }: OutlineOptions) => drawing.width <= maxWidth && drawing.views[0].height <= maxViewHeight;

/**
 * The outline drawing of one part at the largest standard scale that fits `maxWidth` and `maxViewHeight`. A part too
 * large for any of them (or a box too small) is drawn as large as fits, with no scale named.
 */
export function outlineDrawing(part: DimensionPart, options: OutlineOptions): OutlineDrawing {
  for (const ratio of SCALE_RATIOS) {
    const drawing = layout(part, PT_PER_MM / ratio, ratio, options);
    if (fits(drawing, options)) return drawing;
  }
  // The drawing grows with the scale: the largest that fits, by bisection.
  let [low, high] = [0, PT_PER_MM / SCALE_RATIOS.at(-1)!];
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (fits(layout(part, middle, null, options), options)) low = middle;
    else high = middle;
  }
  return layout(part, low, null, options);
}
