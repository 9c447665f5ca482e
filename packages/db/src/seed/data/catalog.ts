import type { Localized } from '@eqa/core';

/** Units by seed key. */
export const DEMO_UNITS = {
  mmolL: { en: 'mmol/L', hu: 'mmol/l' },
  mgdL: { en: 'mg/dL', hu: 'mg/dl' },
  umolL: { en: 'µmol/L', hu: 'µmol/l' },
  gL: { en: 'g/L', hu: 'g/l' },
  gdL: { en: 'g/dL', hu: 'g/dl' },
  UL: { en: 'U/L', hu: 'U/l' },
  ukatL: { en: 'µkat/L', hu: 'µkat/l' },
  g9L: { en: '10⁹/L', hu: 'G/l' },
  g12L: { en: '10¹²/L', hu: 'T/l' },
  uL: { en: '10³/µL', hu: '10³/µl' },
  fL: { en: 'fL', hu: 'fl' },
  LL: { en: 'L/L', hu: 'l/l' },
  percent: { en: '%', hu: '%' },
  sec: { en: 's', hu: 'mp' },
  inr: { en: 'INR', hu: 'INR' },
  mEqL: { en: 'mEq/L', hu: 'mEq/l' },
} as const satisfies Record<string, Localized>;
export type DemoUnitKey = keyof typeof DEMO_UNITS;

/** fromUnit × factor = toUnit; with `parameter` only for that parameter. */
export const DEMO_CONVERSIONS: ReadonlyArray<{ from: DemoUnitKey; to: DemoUnitKey; factor: number; parameter?: DemoParameterKey }> = [
  { from: 'mmolL', to: 'mgdL', factor: 18.016, parameter: 'glucose' },
  { from: 'mmolL', to: 'mgdL', factor: 38.67, parameter: 'cholesterol' },
  { from: 'mmolL', to: 'mgdL', factor: 88.57, parameter: 'triglycerides' },
  { from: 'mmolL', to: 'mgdL', factor: 6.006, parameter: 'urea' },
  { from: 'umolL', to: 'mgdL', factor: 0.0113, parameter: 'creatinine' },
  { from: 'mmolL', to: 'mEqL', factor: 1 },
  { from: 'gL', to: 'gdL', factor: 0.1 },
  { from: 'gL', to: 'mgdL', factor: 100, parameter: 'fibrinogen' },
  { from: 'UL', to: 'ukatL', factor: 0.016667 },
  { from: 'g9L', to: 'uL', factor: 1 },
  { from: 'LL', to: 'percent', factor: 100 },
];

export const DEMO_PARAMETER_GROUPS = {
  substrates: { name: { en: 'Substrates', hu: 'Szubsztrátok' }, ordinal: 1 },
  lipids: { name: { en: 'Lipids', hu: 'Lipidek' }, ordinal: 2 },
  electrolytes: { name: { en: 'Electrolytes', hu: 'Elektrolitok' }, ordinal: 3 },
  enzymes: { name: { en: 'Enzymes', hu: 'Enzimek' }, ordinal: 4 },
  redCells: { name: { en: 'Red cell parameters', hu: 'Vörösvérsejt-paraméterek' }, ordinal: 5 },
} as const satisfies Record<string, { name: Localized; ordinal: number }>;
export type DemoParameterGroupKey = keyof typeof DEMO_PARAMETER_GROUPS;

/** Nominal context values by seed key. */
export const DEMO_METHODS = {
  hexokinase: 'Hexokinase',
  god: 'Glucose oxidase (GOD-PAP)',
  chod: 'Cholesterol oxidase (CHOD-PAP)',
  gpo: 'Glycerol phosphate oxidase (GPO-PAP)',
  jaffe: 'Jaffe, kinetic',
  jaffeComp: 'Jaffe, compensated',
  enzCrea: 'Enzymatic (creatininase)',
  urease: 'Urease-GLDH, kinetic UV',
  iseIndirect: 'ISE, indirect',
  iseDirect: 'ISE, direct',
  ifcc: 'IFCC without P5P',
  ifccP5p: 'IFCC with P5P',
  slsHb: 'SLS-haemoglobin (cyanide-free)',
  hiCn: 'Cyanmethaemoglobin (HiCN)',
  impedance: 'Impedance',
  flow: 'Optical flow cytometry',
  calculated: 'Calculated',
  pulseHeight: 'Cumulative pulse height',
  clotOptical: 'Clotting, optical',
  clotMechanical: 'Clotting, mechanical',
  clauss: 'Clauss',
  ptDerived: 'PT-derived',
} as const;
export type DemoMethodKey = keyof typeof DEMO_METHODS;

export const DEMO_INSTRUMENTS = {
  cobasC501: 'Roche cobas c 501',
  cobasC702: 'Roche cobas c 702',
  au680: 'Beckman Coulter AU680',
  architect: 'Abbott Architect c8000',
  atellica: 'Siemens Atellica CH 930',
  bs800: 'Mindray BS-800',
  xn1000: 'Sysmex XN-1000',
  xn550: 'Sysmex XN-550',
  dxh800: 'Beckman Coulter DxH 800',
  dcell: 'Diagon Dcell 60',
  bc6800: 'Mindray BC-6800',
  cs2500: 'Sysmex CS-2500',
  staR: 'Stago STA R Max',
  acl: 'Werfen ACL TOP 550',
  coagXl: 'Diagon Coag XL',
} as const;
export type DemoInstrumentKey = keyof typeof DEMO_INSTRUMENTS;

export const DEMO_REAGENTS = {
  roche: 'Roche Diagnostics',
  beckman: 'Beckman Coulter',
  abbott: 'Abbott',
  siemens: 'Siemens Healthineers',
  mindray: 'Mindray',
  diasys: 'DiaSys',
  diagnosticum: 'Diagnosticum',
  diagon: 'Diagon',
  sysmex: 'Sysmex',
  stago: 'Stago',
  werfen: 'Werfen (Instrumentation Laboratory)',
  randox: 'Randox Laboratories',
  thermo: 'Thermo Fisher Scientific',
  ortho: 'Ortho Clinical Diagnostics',
  horiba: 'Horiba Medical',
} as const;
export type DemoReagentKey = keyof typeof DEMO_REAGENTS;

export type DemoSchemeKey = 'chem' | 'haem' | 'coag';

export interface DemoParameter {
  name: Localized;
  qualifier?: Localized;
  scheme: DemoSchemeKey;
  group: DemoParameterGroupKey | null;
  unit: DemoUnitKey;
  /** Target of sample 1 (normal level) and sample 2 (pathological level). */
  levels: [number, number];
  /** Decimals labs report with. */
  decimals: number;
  /** Between-lab CV in % used to draw the demo results. */
  cv: number;
  sigmaPtPercent: number;
  acceptancePercent: number;
  methods: DemoMethodKey[];
  /** Second context: instrument platforms of the scheme; reagent manufacturers. */
  accredited: boolean;
}

export const DEMO_PARAMETERS = {
  glucose: { name: { en: 'Glucose', hu: 'Glükóz' }, scheme: 'chem', group: 'substrates', unit: 'mmolL', levels: [5.6, 12.4], decimals: 1, cv: 2.6, sigmaPtPercent: 4, acceptancePercent: 10, methods: ['hexokinase', 'god'], accredited: true },
  urea: { name: { en: 'Urea', hu: 'Karbamid' }, scheme: 'chem', group: 'substrates', unit: 'mmolL', levels: [5.4, 18.2], decimals: 1, cv: 3.5, sigmaPtPercent: 6, acceptancePercent: 13, methods: ['urease'], accredited: false },
  creatinine: { name: { en: 'Creatinine', hu: 'Kreatinin' }, scheme: 'chem', group: 'substrates', unit: 'umolL', levels: [86, 318], decimals: 0, cv: 4.5, sigmaPtPercent: 6, acceptancePercent: 15, methods: ['jaffe', 'jaffeComp', 'enzCrea'], accredited: true },
  cholesterol: { name: { en: 'Cholesterol', hu: 'Koleszterin' }, qualifier: { en: 'total', hu: 'összes' }, scheme: 'chem', group: 'lipids', unit: 'mmolL', levels: [4.82, 6.95], decimals: 2, cv: 2.8, sigmaPtPercent: 4.5, acceptancePercent: 9, methods: ['chod'], accredited: true },
  triglycerides: { name: { en: 'Triglycerides', hu: 'Triglicerid' }, scheme: 'chem', group: 'lipids', unit: 'mmolL', levels: [1.38, 2.92], decimals: 2, cv: 4.2, sigmaPtPercent: 7, acceptancePercent: 14, methods: ['gpo'], accredited: false },
  sodium: { name: { en: 'Sodium', hu: 'Nátrium' }, scheme: 'chem', group: 'electrolytes', unit: 'mmolL', levels: [141, 128], decimals: 0, cv: 1.2, sigmaPtPercent: 1.5, acceptancePercent: 3, methods: ['iseIndirect', 'iseDirect'], accredited: true },
  potassium: { name: { en: 'Potassium', hu: 'Kálium' }, scheme: 'chem', group: 'electrolytes', unit: 'mmolL', levels: [4.2, 6.1], decimals: 2, cv: 1.9, sigmaPtPercent: 3, acceptancePercent: 6, methods: ['iseIndirect', 'iseDirect'], accredited: true },
  chloride: { name: { en: 'Chloride', hu: 'Klorid' }, scheme: 'chem', group: 'electrolytes', unit: 'mmolL', levels: [103, 91], decimals: 0, cv: 1.5, sigmaPtPercent: 2, acceptancePercent: 4, methods: ['iseIndirect', 'iseDirect'], accredited: false },
  alt: { name: { en: 'ALT', hu: 'GPT (ALAT)' }, qualifier: { en: 'alanine aminotransferase', hu: 'alanin-aminotranszferáz' }, scheme: 'chem', group: 'enzymes', unit: 'UL', levels: [32, 128], decimals: 0, cv: 5.5, sigmaPtPercent: 8, acceptancePercent: 16, methods: ['ifcc', 'ifccP5p'], accredited: false },
  ast: { name: { en: 'AST', hu: 'GOT (ASAT)' }, qualifier: { en: 'aspartate aminotransferase', hu: 'aszpartát-aminotranszferáz' }, scheme: 'chem', group: 'enzymes', unit: 'UL', levels: [29, 96], decimals: 0, cv: 5.5, sigmaPtPercent: 8, acceptancePercent: 16, methods: ['ifcc', 'ifccP5p'], accredited: false },
  hb: { name: { en: 'Haemoglobin', hu: 'Hemoglobin' }, scheme: 'haem', group: 'redCells', unit: 'gL', levels: [142, 96], decimals: 0, cv: 1.8, sigmaPtPercent: 2.5, acceptancePercent: 5, methods: ['slsHb', 'hiCn'], accredited: true },
  rbc: { name: { en: 'RBC', hu: 'Vörösvérsejtszám' }, qualifier: { en: 'red blood cell count', hu: 'VVT' }, scheme: 'haem', group: 'redCells', unit: 'g12L', levels: [4.78, 3.21], decimals: 2, cv: 2.2, sigmaPtPercent: 3, acceptancePercent: 6, methods: ['impedance'], accredited: false },
  hct: { name: { en: 'HCT', hu: 'Hematokrit' }, qualifier: { en: 'haematocrit', hu: 'HTK' }, scheme: 'haem', group: 'redCells', unit: 'LL', levels: [0.425, 0.292], decimals: 3, cv: 2.5, sigmaPtPercent: 3.5, acceptancePercent: 6, methods: ['calculated', 'pulseHeight'], accredited: false },
  mcv: { name: { en: 'MCV', hu: 'MCV' }, qualifier: { en: 'mean corpuscular volume', hu: 'átlagos vvt-térfogat' }, scheme: 'haem', group: 'redCells', unit: 'fL', levels: [88.5, 76.2], decimals: 1, cv: 1.9, sigmaPtPercent: 3, acceptancePercent: 5, methods: ['impedance', 'calculated'], accredited: false },
  wbc: { name: { en: 'WBC', hu: 'Fehérvérsejtszám' }, qualifier: { en: 'white blood cell count', hu: 'FVS' }, scheme: 'haem', group: null, unit: 'g9L', levels: [7.2, 15.6], decimals: 2, cv: 3.8, sigmaPtPercent: 5, acceptancePercent: 10, methods: ['impedance', 'flow'], accredited: true },
  plt: { name: { en: 'PLT', hu: 'Thrombocytaszám' }, qualifier: { en: 'platelet count', hu: 'TCT' }, scheme: 'haem', group: null, unit: 'g9L', levels: [254, 82], decimals: 0, cv: 6, sigmaPtPercent: 8, acceptancePercent: 15, methods: ['impedance', 'flow'], accredited: true },
  ptInr: { name: { en: 'PT', hu: 'Protrombin idő' }, qualifier: { en: 'INR', hu: 'INR' }, scheme: 'coag', group: null, unit: 'inr', levels: [1.02, 2.78], decimals: 2, cv: 5, sigmaPtPercent: 8, acceptancePercent: 15, methods: ['clotOptical', 'clotMechanical'], accredited: false },
  aptt: { name: { en: 'APTT', hu: 'APTI' }, qualifier: { en: 'activated partial thromboplastin time', hu: 'aktivált parciális tromboplasztin idő' }, scheme: 'coag', group: null, unit: 'sec', levels: [30.5, 56.8], decimals: 1, cv: 6, sigmaPtPercent: 8, acceptancePercent: 15, methods: ['clotOptical', 'clotMechanical'], accredited: false },
  fibrinogen: { name: { en: 'Fibrinogen', hu: 'Fibrinogén' }, scheme: 'coag', group: null, unit: 'gL', levels: [3.05, 1.24], decimals: 2, cv: 7, sigmaPtPercent: 10, acceptancePercent: 20, methods: ['clauss', 'ptDerived'], accredited: false },
} as const satisfies Record<string, DemoParameter>;
export type DemoParameterKey = keyof typeof DEMO_PARAMETERS;

export interface DemoScheme {
  shortName: string;
  name: Localized;
  description: Localized;
  instruments: DemoInstrumentKey[];
  reagents: DemoReagentKey[];
  /** Product group name and prices per round (HUF, EUR): value, discount, extra evaluation. */
  productGroup: 'chemistry' | 'haematology' | 'haemostasis';
  priceHuf: [number, number, number];
  priceEur: [number, number, number];
}

export const DEMO_SCHEMES: Record<DemoSchemeKey, DemoScheme> = {
  chem: {
    shortName: 'KK',
    name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' },
    description: { en: 'Lyophilised human serum, two levels. Reconstitute with 5.00 mL distilled water and measure within 4 hours.', hu: 'Liofilizált humán szérum, két szint. Oldja fel 5,00 ml desztillált vízzel, és 4 órán belül mérje.' },
    instruments: ['cobasC501', 'cobasC702', 'au680', 'architect', 'atellica', 'bs800'],
    reagents: ['roche', 'beckman', 'abbott', 'siemens', 'mindray', 'diasys', 'diagnosticum', 'randox', 'thermo', 'ortho', 'horiba'],
    productGroup: 'chemistry',
    priceHuf: [18_500, 16_500, 6_000],
    priceEur: [52, 47, 17],
  },
  haem: {
    shortName: 'HEM',
    name: { en: 'Haematology – complete blood count', hu: 'Hematológia – teljes vérkép' },
    description: { en: 'Stabilised whole blood, two levels. Mix gently by inversion for 2 minutes before measuring; do not freeze.', hu: 'Stabilizált teljes vér, két szint. Mérés előtt 2 percig óvatosan forgassa; ne fagyassza le.' },
    instruments: ['xn1000', 'xn550', 'dxh800', 'dcell', 'bc6800'],
    reagents: ['sysmex', 'beckman', 'diagon', 'mindray'],
    productGroup: 'haematology',
    priceHuf: [21_000, 19_000, 7_000],
    priceEur: [59, 54, 20],
  },
  coag: {
    shortName: 'HAEMOST',
    name: { en: 'Haemostasis – basic coagulation', hu: 'Hemosztázis – alap koagulációs vizsgálatok' },
    description: { en: 'Lyophilised citrated plasma, two levels. Reconstitute with 1.00 mL distilled water, wait 20 minutes.', hu: 'Liofilizált citrátos plazma, két szint. Oldja fel 1,00 ml desztillált vízzel, várjon 20 percet.' },
    instruments: ['cs2500', 'staR', 'acl', 'coagXl'],
    reagents: ['siemens', 'stago', 'werfen', 'diagon'],
    productGroup: 'haemostasis',
    priceHuf: [16_000, 14_500, 5_500],
    priceEur: [45, 41, 15],
  },
};
