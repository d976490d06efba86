// Our own SVG line drawings, one per product family (public/images/products).
const FAMILY_PICTURES: Record<string, string> = {
  'air-conditioners': '/images/products/wall-split.svg',
  'split-systems': '/images/products/cassette.svg',
  chillers: '/images/products/chiller-air.svg',
  'fan-coils': '/images/products/fan-coil.svg',
  ventilation: '/images/products/air-handling-unit.svg',
};

export function familyPicture(slug: string): string {
  return FAMILY_PICTURES[slug] ?? '/images/products/wall-split.svg';
}
