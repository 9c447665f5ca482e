import type { DemoParameterKey, DemoUnitKey } from './data/catalog';
import { required, type SeedContext } from './context';

/** The demo units' UCUM codes (issue 36: the FHIR path works on `npm start`). */
export const DEMO_UCUM_CODES: Readonly<Record<DemoUnitKey, string>> = {
  mmolL: 'mmol/L',
  mgdL: 'mg/dL',
  umolL: 'umol/L',
  gL: 'g/L',
  gdL: 'g/dL',
  UL: 'U/L',
  ukatL: 'ukat/L',
  g9L: '10*9/L',
  g12L: '10*12/L',
  uL: '10*3/uL',
  fL: 'fL',
  LL: 'L/L',
  percent: '%',
  sec: 's',
  inr: '{INR}',
  mEqL: 'meq/L',
};

/**
 * The demo parameters' LOINC codes (serum or plasma; blood for the blood count; plasma for
 * coagulation), each with the property it measures: 14749-6 glucose in moles per volume, 2345-7 in
 * mass per volume, and so on.
 */
export const DEMO_LOINC_CODES: ReadonlyArray<{ parameter: DemoParameterKey; code: string; property: string | null }> = [
  { parameter: 'glucose', code: '14749-6', property: 'SCnc' },
  { parameter: 'glucose', code: '2345-7', property: 'MCnc' },
  { parameter: 'urea', code: '22664-7', property: 'SCnc' },
  { parameter: 'urea', code: '3091-6', property: 'MCnc' },
  { parameter: 'creatinine', code: '14682-9', property: 'SCnc' },
  { parameter: 'creatinine', code: '2160-0', property: 'MCnc' },
  { parameter: 'cholesterol', code: '14647-2', property: 'SCnc' },
  { parameter: 'cholesterol', code: '2093-3', property: 'MCnc' },
  { parameter: 'triglycerides', code: '14927-8', property: 'SCnc' },
  { parameter: 'triglycerides', code: '2571-8', property: 'MCnc' },
  { parameter: 'sodium', code: '2951-2', property: 'SCnc' },
  { parameter: 'potassium', code: '2823-3', property: 'SCnc' },
  { parameter: 'chloride', code: '2075-0', property: 'SCnc' },
  { parameter: 'alt', code: '1742-6', property: 'CCnc' },
  { parameter: 'ast', code: '1920-8', property: 'CCnc' },
  { parameter: 'hb', code: '718-7', property: 'MCnc' },
  { parameter: 'rbc', code: '789-8', property: 'NCnc' },
  { parameter: 'hct', code: '4544-3', property: 'VFr' },
  { parameter: 'mcv', code: '787-2', property: null },
  { parameter: 'wbc', code: '6690-2', property: 'NCnc' },
  { parameter: 'plt', code: '777-3', property: 'NCnc' },
  { parameter: 'ptInr', code: '6301-6', property: null },
  { parameter: 'aptt', code: '14979-9', property: 'Time' },
  { parameter: 'fibrinogen', code: '3255-7', property: 'MCnc' },
];

/** The demo catalogue's LOINC and UCUM codes (after seedCatalog). */
export async function seedLisCodes(ctx: SeedContext): Promise<void> {
  await ctx.trx
    .insertInto('unitUcumCodes')
    .values((Object.keys(DEMO_UCUM_CODES) as DemoUnitKey[]).map((key) => ({ unitId: required(ctx.unitIds, key), code: DEMO_UCUM_CODES[key] })))
    .execute();
  await ctx.trx
    .insertInto('parameterLoincCodes')
    .values(DEMO_LOINC_CODES.map((c) => ({ code: c.code, parameterId: required(ctx.parameterIds, c.parameter), property: c.property })))
    .execute();
}
