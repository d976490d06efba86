// The 83 codes of ISO 3166-2:RU (source and names: ./ru-subdivisions.ts). Kept apart from the names so
// that the browser's copy of the form schema can check a code without loading three languages of names.

export const RU_SUBDIVISION_CODES = [
  'RU-AD', 'RU-AL', 'RU-BA', 'RU-BU', 'RU-CE', 'RU-CU', 'RU-DA', 'RU-IN', 'RU-KB', 'RU-KL', 'RU-KC',
  'RU-KR', 'RU-KK', 'RU-KO', 'RU-ME', 'RU-MO', 'RU-SA', 'RU-SE', 'RU-TA', 'RU-TY', 'RU-UD',
  'RU-ALT', 'RU-KAM', 'RU-KHA', 'RU-KDA', 'RU-KYA', 'RU-PER', 'RU-PRI', 'RU-STA', 'RU-ZAB',
  'RU-AMU', 'RU-ARK', 'RU-AST', 'RU-BEL', 'RU-BRY', 'RU-CHE', 'RU-IRK', 'RU-IVA', 'RU-KGD', 'RU-KLU',
  'RU-KEM', 'RU-KIR', 'RU-KOS', 'RU-KGN', 'RU-KRS', 'RU-LEN', 'RU-LIP', 'RU-MAG', 'RU-MOS', 'RU-MUR',
  'RU-NIZ', 'RU-NGR', 'RU-NVS', 'RU-OMS', 'RU-ORE', 'RU-ORL', 'RU-PNZ', 'RU-PSK', 'RU-ROS', 'RU-RYA',
  'RU-SAK', 'RU-SAM', 'RU-SAR', 'RU-SMO', 'RU-SVE', 'RU-TAM', 'RU-TOM', 'RU-TUL', 'RU-TVE', 'RU-TYU',
  'RU-ULY', 'RU-VLA', 'RU-VGG', 'RU-VLG', 'RU-VOR', 'RU-YAR',
  'RU-MOW', 'RU-SPE',
  'RU-YEV',
  'RU-CHU', 'RU-KHM', 'RU-NEN', 'RU-YAN',
] as const;

export type RuSubdivisionCode = (typeof RU_SUBDIVISION_CODES)[number];
