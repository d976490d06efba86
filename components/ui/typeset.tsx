import { Fragment, type ReactNode } from 'react';

// Technical names set so that lines never break inside what is read as one thing: a model code ("WS-35R32",
// "FCU 400/4T" keeps its hyphen or slash) or a figure and its unit ("3,5 кВт").

const NBSP = '\u00A0';
/** A figure followed by a unit word (Latin or Cyrillic): the space becomes a no-break space. */
const FIGURE_UNIT = /(\d)\s+(?=(?:kW|кВт|W|Вт|m³\/h|м³\/ч|kg|кг|mm|мм|dB\(A\)|дБ\(А\)|Pa|Па|kPa|кПа|V|В|Hz|Гц|%|°C)(?![\p{L}\d]))/gu;
/** A model code: letters and digits joined by a hyphen or a slash. */
const MODEL_CODE = /([\p{Lu}\d][\p{Lu}\d]*(?:[-/][\p{Lu}\d]+)+)/u;

export function typeset(text: string): ReactNode {
  const parts = text.replace(FIGURE_UNIT, `$1${NBSP}`).split(MODEL_CODE);
  if (parts.length === 1) return parts[0];
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
