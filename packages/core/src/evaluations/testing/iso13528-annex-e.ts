/**
 * Input data and printed results of worked examples in ISO 13528:2022 Annex E, "Illustrative
 * examples". Transcribed from the tables of the standard as published in the open-source test
 * ledger of pt13528 (https://github.com/kanunimurat/pt13528, tests/annex_e_data.py and
 * tests/printed_values.py), which checks every value against the standard's tables.
 */

/**
 * E.1, Table E.1: 23 results, five of them reported as '<' values (<10, <10, <20, <30, <50), in
 * three treatments with the printed Algorithm A results (x*, s*).
 */
export const E1_CENSORED = [
  { value: 10, relation: '<' },
  { value: 10, relation: '<' },
  { value: 12, relation: '=' },
  { value: 19, relation: '=' },
  { value: 20, relation: '<' },
  { value: 20, relation: '=' },
  { value: 23, relation: '=' },
  { value: 23, relation: '=' },
  { value: 25, relation: '=' },
  { value: 25, relation: '=' },
  { value: 26, relation: '=' },
  { value: 28, relation: '=' },
  { value: 28, relation: '=' },
  { value: 30, relation: '<' },
  { value: 28, relation: '=' },
  { value: 29, relation: '=' },
  { value: 30, relation: '=' },
  { value: 30, relation: '=' },
  { value: 31, relation: '=' },
  { value: 32, relation: '=' },
  { value: 32, relation: '=' },
  { value: 45, relation: '=' },
  { value: 50, relation: '<' },
] as const;
/** '<' values taken at their limit. Printed x* = 26.01, s* = 7.23. */
export const E1_IGNORED = { data: E1_CENSORED.map((r) => r.value), xStar: 26.01, sStar: 7.23 };
/** '<' values deleted. Printed x* = 26.81, s* = 5.29. */
export const E1_DELETED = {
  data: E1_CENSORED.filter((r) => r.relation === '=').map((r) => r.value),
  xStar: 26.81,
  sStar: 5.29,
};
/** '<' values replaced by half the limit. Printed x* = 23.95, s* = 8.60. */
export const E1_HALF = {
  data: E1_CENSORED.map((r) => (r.relation === '<' ? r.value / 2 : r.value)),
  xStar: 23.95,
  sStar: 8.6,
};

/**
 * E.3, Tables E.4 and E.5: atrazine in drinking water (µg/L), 34 participants. Printed: median
 * 0.2620, nIQR 0.0402, MADe 0.0386; Algorithm A x* 0.2570, s* 0.0395, u(x*) 0.0085 after 6
 * iterations; arithmetic mean 0.2512, SD 0.0672.
 */
export const E3_ATRAZINE = [
  0.04, 0.055, 0.178, 0.202, 0.206, 0.227, 0.228, 0.23, 0.23, 0.235, 0.236, 0.237, 0.243, 0.244, 0.245, 0.2555, 0.26,
  0.264, 0.267, 0.27, 0.273, 0.274, 0.274, 0.278, 0.2811, 0.287, 0.287, 0.288, 0.289, 0.295, 0.296, 0.311, 0.331, 0.4246,
];

/**
 * E.4, Tables E.6 and E.7: mercury in feed (mg/kg), x_pt = 0.044 with U(x_pt) = 0.0082 (k = 2),
 * σ_pt = 0.0066. Per lab: result x, its expanded uncertainty U(x) and coverage factor k, and the
 * printed D %, z, z′, ζ and Eₙ.
 */
export const E4_ASSIGNED = 0.044;
export const E4_U_ASSIGNED_EXPANDED = 0.0082;
export const E4_SIGMA_PT = 0.0066;
export const E4_MERCURY: ReadonlyArray<{
  lab: string;
  x: number;
  U: number;
  k: number;
  dPercent: number;
  z: number;
  zPrime: number;
  zeta: number;
  en: number;
}> = [
  ['L04', 0.013, 0.003, 2, -70.5, -4.7, -3.99, -7.1, -3.55],
  ['L05', 0.013, 0.007, 2, -70.5, -4.7, -3.99, -5.75, -2.88],
  ['L23', 0.0135, 0.00108, 1.732, -69.3, -4.62, -3.93, -7.35, -3.69],
  ['L02', 0.014, 0.004, 2, -68.2, -4.55, -3.86, -6.58, -3.29],
  ['L15', 0.014, 0.0005, 2, -68.2, -4.55, -3.86, -7.3, -3.65],
  ['L06', 0.016, 0.003, 2, -63.6, -4.24, -3.6, -6.41, -3.21],
  ['L09', 0.017, 0.008, 2, -61.4, -4.09, -3.47, -4.71, -2.36],
  ['L26', 0.019, 0.003, 2, -56.8, -3.79, -3.22, -5.73, -2.86],
  ['L12', 0.0239, 0.0036, 2, -45.7, -3.05, -2.59, -4.49, -2.24],
  ['L03', 0.037, 0.013, 2, -15.9, -1.06, -0.9, -0.91, -0.46],
  ['L29', 0.039, 0.007, 2, -11.4, -0.76, -0.64, -0.93, -0.46],
  ['L07', 0.04, 0.008, 2, -9.1, -0.61, -0.51, -0.7, -0.35],
  ['L21', 0.04, 0.03, 2, -9.1, -0.61, -0.51, -0.26, -0.13],
  ['L25', 0.04, 0.01, 2, -9.1, -0.61, -0.51, -0.62, -0.31],
  ['L16', 0.0424, 0.008, 2, -3.6, -0.24, -0.21, -0.28, -0.14],
  ['L08', 0.044, 0.007, 2, 0.0, 0.0, 0.0, 0.0, 0.0],
  ['L10', 0.045, 0.007, 2, 2.3, 0.15, 0.13, 0.19, 0.09],
  ['L24', 0.045, 0.005, 2, 2.3, 0.15, 0.13, 0.21, 0.1],
  ['L18', 0.046, 0.007, 2, 4.5, 0.3, 0.26, 0.37, 0.19],
  ['L28', 0.049, 0.0072, 2, 11.4, 0.76, 0.64, 0.92, 0.46],
  ['L01', 0.053, 0.007, 2, 20.5, 1.36, 1.16, 1.67, 0.83],
].map(([lab, x, U, k, dPercent, z, zPrime, zeta, en]) => ({
  lab: lab as string,
  x: x as number,
  U: U as number,
  k: k as number,
  dPercent: dPercent as number,
  z: z as number,
  zPrime: zPrime as number,
  zeta: zeta as number,
  en: en as number,
}));

/** E.7: Algorithm A on the E.4 results. Printed x* = 0.03161, s* = 0.0164, u(x*) = 0.0045. */
export const E7 = { xStar: 0.03161, sStar: 0.0164, uXStar: 0.0045 };

/**
 * E.12, Table E.10: antibody concentrations for allergen A, 29 participants, with the printed
 * average 11.54, standard deviation 3.29 and z scores (3 decimals) computed from them.
 */
export const E12_ALLERGEN_A = [
  12.95, 6.47, 11.4, 8.32, 18.88, 15.14, 10.12, 17.94, 11.68, 12.44, 6.93, 9.57, 11.73, 12.29, 10.95, 10.95, 11.17, 11.2,
  7.64, 12.17, 10.71, 7.84, 20.47, 12.6, 11.37, 11.36, 10.75, 12.21, 7.49,
];
export const E12_Z_A = [
  0.427, -1.54, -0.043, -0.978, 2.228, 1.092, -0.432, 1.942, 0.042, 0.272, -1.4, -0.599, 0.057, 0.227, -0.18, -0.18,
  -0.113, -0.104, -1.185, 0.19, -0.253, -1.124, 2.71, 0.321, -0.052, -0.055, -0.241, 0.203, -1.23,
];

/** E.13, Table E.11: averages of four replicates, 25 participants. Printed Algorithm A x* = 1.57. */
export const E13_AVERAGES = [
  2.15, 1.85, 1.8, 1.8, 1.9, 1.9, 1.9, 2.05, 2.35, 2.03, 2.08, 1.25, 1.13, 1.0, 1.08, 1.2, 1.35, 1.23, 1.23, 0.9, 1.48, 1.2,
  1.73, 1.43, 1.28,
];

/** Half a unit of the last printed digit: the tolerance for a value printed with `decimals` decimals. */
export function halfUnit(decimals: number): number {
  return 0.5 * 10 ** -decimals + 1e-12;
}
