import type { Localized } from '@eqa/core';
import { isoDay, utcDate } from './dates';
import { required, type SeedContext } from './context';
import {
  DEMO_CONVERSIONS,
  DEMO_INSTRUMENTS,
  DEMO_METHODS,
  DEMO_PARAMETER_GROUPS,
  DEMO_PARAMETERS,
  DEMO_REAGENTS,
  DEMO_SCHEMES,
  DEMO_UNITS,
  type DemoParameterKey,
  type DemoSchemeKey,
} from './data/catalog';

const PARAMETER_KEYS = Object.keys(DEMO_PARAMETERS) as DemoParameterKey[];
export const SCHEME_KEYS: readonly DemoSchemeKey[] = ['chem', 'haem', 'coag'];

/** Parameters of a scheme; the previous edition of clinical chemistry had no enzymes. */
export function schemeParameters(scheme: DemoSchemeKey, edition: 'previous' | 'current'): DemoParameterKey[] {
  return PARAMETER_KEYS.filter((key) => {
    const p = DEMO_PARAMETERS[key];
    if (p.scheme !== scheme) return false;
    return edition === 'current' || p.group !== 'enzymes';
  });
}

const same = (text: string): Localized => ({ en: text, hu: text });

const HU_METHOD_NAMES: Partial<Record<keyof typeof DEMO_METHODS, string>> = {
  hexokinase: 'Hexokináz',
  god: 'Glükóz-oxidáz (GOD-PAP)',
  chod: 'Koleszterin-oxidáz (CHOD-PAP)',
  gpo: 'Glicerin-foszfát-oxidáz (GPO-PAP)',
  jaffe: 'Jaffé, kinetikus',
  jaffeComp: 'Jaffé, kompenzált',
  enzCrea: 'Enzimatikus (kreatininázos)',
  urease: 'Ureáz-GLDH, kinetikus UV',
  iseIndirect: 'ISE, indirekt',
  iseDirect: 'ISE, direkt',
  ifcc: 'IFCC, P5P nélkül',
  ifccP5p: 'IFCC, P5P-vel',
  slsHb: 'SLS-hemoglobin (cianidmentes)',
  hiCn: 'Cianmethemoglobin (HiCN)',
  impedance: 'Impedancia',
  flow: 'Optikai áramlási citometria',
  calculated: 'Számított',
  pulseHeight: 'Kumulatív impulzusmagasság',
  clotOptical: 'Alvadási, optikai',
  clotMechanical: 'Alvadási, mechanikus',
  clauss: 'Clauss',
  ptDerived: 'PT-ből számított',
};

/** The multilingual name of a method value. */
export function methodName(key: keyof typeof DEMO_METHODS): Localized {
  return { en: DEMO_METHODS[key], hu: HU_METHOD_NAMES[key] ?? DEMO_METHODS[key] };
}

export interface SeededCatalog {
  /** Scheme version id per scheme and edition. */
  schemeVersionIds: Record<DemoSchemeKey, { previous: number; current: number }>;
  schemeIds: Record<DemoSchemeKey, number>;
}

/** Units, conversions, parameters, dimensions with values, schemes, accreditations, scheme versions. */
export async function seedCatalog(ctx: SeedContext): Promise<SeededCatalog> {
  const { trx, orgId, year } = ctx;

  // units and conversions
  const unitKeys = Object.keys(DEMO_UNITS) as Array<keyof typeof DEMO_UNITS>;
  const units = await trx
    .insertInto('units')
    .values(unitKeys.map((key, index) => ({ name: { ...DEMO_UNITS[key] }, ordinal: index + 1 })))
    .returning('id')
    .execute();
  unitKeys.forEach((key, index) => ctx.unitIds.set(key, units[index]?.id ?? 0));

  // parameter groups and parameters
  const groupKeys = Object.keys(DEMO_PARAMETER_GROUPS) as Array<keyof typeof DEMO_PARAMETER_GROUPS>;
  const groups = await trx
    .insertInto('parameterGroups')
    .values(groupKeys.map((key) => ({ name: { ...DEMO_PARAMETER_GROUPS[key].name }, ordinal: DEMO_PARAMETER_GROUPS[key].ordinal })))
    .returning('id')
    .execute();
  const groupIds = new Map(groupKeys.map((key, index) => [key, groups[index]?.id ?? 0]));
  const parameters = await trx
    .insertInto('parameters')
    .values(
      PARAMETER_KEYS.map((key, index) => {
        const p: (typeof DEMO_PARAMETERS)[DemoParameterKey] = DEMO_PARAMETERS[key];
        return {
          name: { ...p.name },
          qualifier: 'qualifier' in p ? { ...p.qualifier } : null,
          ordinal: index + 1,
          groupId: p.group ? (groupIds.get(p.group) ?? null) : null,
        };
      }),
    )
    .returning('id')
    .execute();
  PARAMETER_KEYS.forEach((key, index) => ctx.parameterIds.set(key, parameters[index]?.id ?? 0));

  await trx
    .insertInto('unitConversions')
    .values(
      DEMO_CONVERSIONS.map((c) => ({
        fromUnitId: required(ctx.unitIds, c.from),
        toUnitId: required(ctx.unitIds, c.to),
        factor: c.factor,
        parameterId: c.parameter ? required(ctx.parameterIds, c.parameter) : null,
      })),
    )
    .execute();

  // dimensions: the numeric result, three nominal contexts, a comment, and an unused yes/no
  await trx
    .insertInto('dimensions')
    .values([
      { id: 'result', name: { en: 'Result', hu: 'Eredmény' }, valueType: 'numeric', ordinal: 1, mediaType: null, unitId: null },
      { id: 'method', name: { en: 'Method', hu: 'Módszer' }, valueType: 'nominal', ordinal: 2, mediaType: null, unitId: null },
      { id: 'instrument', name: { en: 'Instrument', hu: 'Műszer' }, valueType: 'nominal', ordinal: 3, mediaType: null, unitId: null },
      { id: 'reagent', name: { en: 'Reagent', hu: 'Reagens' }, valueType: 'nominal', ordinal: 4, mediaType: null, unitId: null },
      { id: 'comment', name: { en: 'Comment', hu: 'Megjegyzés' }, valueType: 'text', ordinal: 5, mediaType: null, unitId: null },
      { id: 'yes_no', name: { en: 'Yes / no', hu: 'Igen / nem' }, valueType: 'nominal', ordinal: 6, mediaType: null, unitId: null },
    ])
    .execute();
  await trx
    .insertInto('dimensionUnits')
    .values(unitKeys.map((key, index) => ({ dimensionId: 'result', unitId: required(ctx.unitIds, key), ordinal: index + 1 })))
    .execute();

  const nominal: Array<{ dimensionId: string; key: string; value: Localized }> = [
    ...(Object.keys(DEMO_METHODS) as Array<keyof typeof DEMO_METHODS>).map((key) => ({ dimensionId: 'method', key, value: methodName(key) })),
    ...Object.entries(DEMO_INSTRUMENTS).map(([key, text]) => ({ dimensionId: 'instrument', key, value: same(text) })),
    ...Object.entries(DEMO_REAGENTS).map(([key, text]) => ({ dimensionId: 'reagent', key, value: same(text) })),
    { dimensionId: 'instrument', key: 'hitachi917', value: same('Roche/Hitachi 917') },
    { dimensionId: 'yes_no', key: 'yes', value: { en: 'Yes', hu: 'Igen' } },
    { dimensionId: 'yes_no', key: 'no', value: { en: 'No', hu: 'Nem' } },
  ];
  const values = await trx
    .insertInto('dimensionValues')
    .values(
      nominal.map((v, index) => ({
        dimensionId: v.dimensionId,
        value: v.value,
        ordinal: index + 1,
        // an instrument no longer sold: hidden from entry, still shown in old evaluations
        deprecated: v.key === 'hitachi917',
      })),
    )
    .returning('id')
    .execute();
  nominal.forEach((v, index) => {
    const byKey = ctx.valueIds.get(v.dimensionId) ?? new Map<string, number>();
    byKey.set(v.key, values[index]?.id ?? 0);
    ctx.valueIds.set(v.dimensionId, byKey);
  });

  // parameter dimensions and allowed nominal values
  const parameterDimensions = PARAMETER_KEYS.flatMap((key) => {
    const parameterId = required(ctx.parameterIds, key);
    const p = DEMO_PARAMETERS[key];
    return [
      { parameterId, dimensionId: 'result', role: 'result' as const, ordinal: 1, unitId: required(ctx.unitIds, p.unit), deletable: false },
      { parameterId, dimensionId: 'method', role: 'context' as const, ordinal: 2, unitId: null, deletable: false },
      { parameterId, dimensionId: 'instrument', role: 'context' as const, ordinal: 3, unitId: null, deletable: true },
      { parameterId, dimensionId: 'reagent', role: 'context' as const, ordinal: 4, unitId: null, deletable: true },
      { parameterId, dimensionId: 'comment', role: 'context' as const, ordinal: 5, unitId: null, deletable: true },
    ];
  });
  await trx.insertInto('parameterDimensions').values(parameterDimensions).execute();
  const allowed = PARAMETER_KEYS.flatMap((key) => {
    const parameterId = required(ctx.parameterIds, key);
    const p = DEMO_PARAMETERS[key];
    const scheme = DEMO_SCHEMES[p.scheme];
    return [
      ...p.methods.map((m) => ({ parameterId, dimensionId: 'method', valueId: required(required(ctx.valueIds, 'method'), m) })),
      ...scheme.instruments.map((i) => ({ parameterId, dimensionId: 'instrument', valueId: required(required(ctx.valueIds, 'instrument'), i) })),
      ...scheme.reagents.map((r) => ({ parameterId, dimensionId: 'reagent', valueId: required(required(ctx.valueIds, 'reagent'), r) })),
    ];
  });
  await trx.insertInto('parameterDimensionValues').values(allowed).execute();

  // schemes, accreditations, scheme versions (previous and current edition)
  const schemeIds = {} as Record<DemoSchemeKey, number>;
  const schemeVersionIds = {} as Record<DemoSchemeKey, { previous: number; current: number }>;
  for (const key of SCHEME_KEYS) {
    const def = DEMO_SCHEMES[key];
    const scheme = await trx
      .insertInto('schemes')
      .values({ orgId, shortName: def.shortName, name: { ...def.name } })
      .returning('id')
      .executeTakeFirstOrThrow();
    schemeIds[key] = scheme.id;
    const accredited = schemeParameters(key, 'current').filter((p) => DEMO_PARAMETERS[p].accredited);
    if (accredited.length > 0) {
      await trx
        .insertInto('accreditations')
        .values(
          accredited.map((p, index) => ({
            schemeId: scheme.id,
            parameterId: required(ctx.parameterIds, p),
            accreditedStartsAt: isoDay(utcDate(year - 4, 3, 1)),
            // one accreditation has ended: the survey title shows (A) only while accredited
            accreditedEndsAt: index === accredited.length - 1 && key === 'chem' ? isoDay(utcDate(year - 1, 12, 31)) : null,
          })),
        )
        .execute();
    }
    const editions = { previous: 0, current: 0 };
    for (const edition of ['previous', 'current'] as const) {
      const number = edition === 'previous' ? 1 : 2;
      const version = await trx
        .insertInto('schemeVersions')
        .values({
          schemeId: scheme.id,
          name: { en: `${def.name.en}, edition ${number}`, hu: `${def.name.hu}, ${number}. kiadás` },
          description: { ...def.description },
          current: edition === 'current',
          certificateExpiryMonths: key === 'chem' ? 12 : null,
          defaultLatestResultsFilter: key === 'haem',
          mandatoryContextIds: ['method'],
          significantDiffWarningDays: 3,
          createdAt: utcDate(year - (edition === 'previous' ? 3 : 1), 11, 2),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      editions[edition] = version.id;
      await trx
        .insertInto('schemeVersionParameters')
        .values(
          schemeParameters(key, edition).map((p, index) => {
            const def = DEMO_PARAMETERS[p];
            return {
              schemeVersionId: version.id,
              parameterId: required(ctx.parameterIds, p),
              ordinal: index + 1,
              groupId: def.group ? (groupIds.get(def.group) ?? null) : null,
              resultDimensionIds: ['result'],
              contextDimensionIds: ['method', 'instrument', 'reagent', 'comment'],
              sigmaPtPercent: def.sigmaPtPercent,
              acceptancePercent: def.acceptancePercent,
              acceptanceAbsolute: null,
              minParticipants: 5,
            };
          }),
        )
        .execute();
    }
    schemeVersionIds[key] = editions;
  }
  return { schemeIds, schemeVersionIds };
}
