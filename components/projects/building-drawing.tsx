/**
 * The stand-in for a project without photos: a line drawing of a building in the brand colours, with the size of
 * a photo so the card keeps its shape. Decorative (the card names the building type in words).
 */
export function BuildingDrawing({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false" className={className}>
      <rect width="480" height="360" className="fill-brand-50" />
      <g fill="none" strokeWidth="3" strokeLinejoin="round" className="stroke-brand-300">
        <path d="M60 300h360" />
        <path d="M120 300V110h150v190M270 300V170h100v130" />
        <path d="M150 140h30v24h-30zM210 140h30v24h-30zM150 190h30v24h-30zM210 190h30v24h-30zM150 240h30v24h-30zM210 240h30v24h-30zM295 200h20v20h-20zM325 200h20v20h-20zM295 240h20v20h-20zM325 240h20v20h-20z" />
        <path d="M150 110V92h60v18" className="stroke-accent-600" />
      </g>
    </svg>
  );
}
