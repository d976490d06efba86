type Props = { className?: string };

/**
 * The EAC mark (Eurasian Conformity) as the technical regulations draw it: the letters E, A and C of equal width,
 * built of straight strokes of one weight, the A with a flat top, black on white. Our own drawing, inline.
 */
export function EacMark({ className }: Props) {
  return (
    <svg viewBox="0 0 60 28" role="img" aria-label="EAC" className={className} data-testid="eac-mark">
      <title>EAC</title>
      <rect width="60" height="28" fill="#fff" />
      <path
        fill="#000"
        d="M2 2h16v4H6v6h12v4H6v6h12v4H2Z M22 2h16v24h-4V16h-8v10h-4Z M26 6v6h8V6Z M42 2h16v4H46v16h12v4H42Z"
        fillRule="evenodd"
      />
    </svg>
  );
}
