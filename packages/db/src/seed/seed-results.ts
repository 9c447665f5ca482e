import { labSurveyStreamId, RESULT_EVENT_TYPES, type ResultValueData, type ResultValuesSet } from '@eqa/core';
import { appendToStream } from '../event-store/append-to-stream';
import { ANY, type NewEvent } from '../event-store/types';
import { required, type SeedContext } from './context';
import { CORE_LAB_QC, DEMO_LAB_QC } from './data/labs';
import { DEMO_CONVERSIONS, DEMO_PARAMETERS, DEMO_SCHEMES, type DemoParameterKey, type DemoUnitKey } from './data/catalog';
import { labUsername } from './demo-accounts';

/** Systematic bias of a method against the target, in % (e.g. Jaffe reads creatinine high). */
const METHOD_BIAS: Partial<Record<string, number>> = {
  god: -1.2,
  jaffe: 4.5,
  jaffeComp: 1.5,
  iseDirect: 0.8,
  ifccP5p: 3,
  hiCn: 0.8,
  ptDerived: 9,
  clotMechanical: 2,
};

/**
 * Which participants have results: nearly all of the pre-evaluated and the latest evaluated
 * surveys, most of the other evaluated surveys of the last 12 months, a panel of labs in older
 * ones, and in-progress surveys filling up with time. Every event runs the inline projections, so
 * this volume (~10k events) is what the seed's time is made of.
 */
const RESULT_SHARE = { recent: 0.92, lastYear: 0.6, inProgressBase: 0.15, inProgressByProgress: 0.65 } as const;

/** Analytes every chemistry lab measures; the others depend on the lab (about 60% of labs). */
const CORE_PANEL = new Set<DemoParameterKey>(['glucose', 'creatinine', 'cholesterol', 'sodium', 'potassium', 'hb', 'wbc', 'rbc', 'plt', 'mcv', 'hct', 'ptInr', 'aptt', 'fibrinogen']);

function measures(qc: string, key: DemoParameterKey): boolean {
  if (CORE_PANEL.has(key)) return true;
  let h = 0;
  for (const ch of `${qc}:${key}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h % 10 < 6;
}

/** Labs in these countries report some analytes in mass units (mg/dL). */
const MASS_UNIT_COUNTRIES = new Set(['DE', 'AT']);
const MASS_UNIT_PARAMETERS = new Set<DemoParameterKey>(['glucose', 'cholesterol', 'triglycerides']);

interface LabSetup {
  user: { id: number; username: string } | null;
  instrumentIndex: number;
  reagentIndex: number;
  methodIndex: number;
}

function massConversion(parameter: DemoParameterKey): { to: DemoUnitKey; factor: number } | null {
  const c = DEMO_CONVERSIONS.find((x) => x.parameter === parameter && x.to === 'mgdL');
  return c ? { to: c.to, factor: c.factor } : null;
}

/**
 * Results through the event store: for most participants of the evaluated, pre-evaluated and
 * in-progress surveys, one ResultValuesSet per parameter × result group × sample (the numeric
 * result) and per parameter × result group (method, instrument, reagent), then SurveyValidated for
 * the validated ones. Values scatter around the sample targets with the parameter's CV, a method
 * bias and a few gross errors, so the statistics are meaningful.
 */
export async function seedResults(ctx: SeedContext): Promise<{ streams: number; events: number }> {
  const { trx, random, now } = ctx;
  const groups = await trx.selectFrom('resultGroups').select(['id', 'surveyId', 'labId', 'ordinal']).orderBy('ordinal').execute();
  const groupsBySurveyLab = new Map<string, number[]>();
  for (const g of groups) {
    const key = `${g.surveyId}:${g.labId}`;
    groupsBySurveyLab.set(key, [...(groupsBySurveyLab.get(key) ?? []), g.id]);
  }
  const participants = await trx.selectFrom('surveyLabs').select(['surveyId', 'labId']).execute();
  const labsBySurvey = new Map<number, number[]>();
  for (const p of participants) labsBySurvey.set(p.surveyId, [...(labsBySurvey.get(p.surveyId) ?? []), p.labId]);

  const labById = new Map(ctx.labs.map((l) => [l.id, l]));
  const setups = new Map<number, LabSetup>();
  const usersByLab = new Map([...ctx.users.values()].filter((u) => u.labId !== null).map((u) => [u.labId ?? 0, u]));
  ctx.labs.forEach((lab, index) => {
    setups.set(lab.id, {
      user: usersByLab.get(lab.id) ?? null,
      instrumentIndex: index * 7 + 3,
      reagentIndex: index * 5 + 1,
      methodIndex: index * 3 + (index % 4 === 0 ? 1 : 0),
    });
  });
  const valueIds = (dimension: string) => required(ctx.valueIds, dimension);

  // The latest evaluated survey of each scheme (the one the demo's evaluation screens open first).
  const evaluatedStarts = ctx.surveys.filter((s) => s.phase === 'evaluated').map((s) => s.startsAt.getTime());
  const latestEvaluatedStart = Math.max(...evaluatedStarts);
  const historyPanel = new Set(ctx.labs.filter((_, index) => index % 8 === 2).map((l) => l.qc));

  let streams = 0;
  let events = 0;
  for (const survey of ctx.surveys) {
    if (survey.phase === 'upcoming') continue;
    const inProgress = survey.phase === 'in_progress';
    const progress = inProgress ? Math.min(1, Math.max(0, (now.getTime() - survey.startsAt.getTime()) / (survey.endsAt.getTime() - survey.startsAt.getTime()))) : 1;
    const recent = survey.phase === 'pre_evaluated' || survey.startsAt.getTime() === latestEvaluatedStart;
    const withinYear = survey.startsAt.getTime() > now.getTime() - 365 * 86_400_000;
    const labIds = labsBySurvey.get(survey.id) ?? [];
    for (const labId of labIds) {
      const lab = labById.get(labId);
      const setup = setups.get(labId);
      if (!lab || !setup) continue;
      const isDemoLab = lab.qc === DEMO_LAB_QC;
      const isCoreLab = lab.qc === CORE_LAB_QC;
      const hasResults = inProgress
        ? isDemoLab
          ? survey.scheme === 'chem' && progress > 0.3
          : isCoreLab || random.chance(RESULT_SHARE.inProgressBase + progress * RESULT_SHARE.inProgressByProgress)
        : isDemoLab ||
          isCoreLab ||
          historyPanel.has(lab.qc) ||
          (recent && (lab.parentQc === CORE_LAB_QC || random.chance(RESULT_SHARE.recent))) ||
          (withinYear && random.chance(RESULT_SHARE.lastYear));
      if (!hasResults) continue;
      const validated = inProgress ? !isDemoLab && random.chance(progress * 0.7) : isDemoLab || random.chance(0.93);
      const resultGroupIds = groupsBySurveyLab.get(`${survey.id}:${labId}`) ?? [];
      // the demo lab's in-progress survey is only half filled in; other labs measure their own panel
      const parameters =
        inProgress && isDemoLab
          ? survey.parameters.slice(0, Math.ceil(survey.parameters.length / 2))
          : survey.parameters.filter((key) => isDemoLab || isCoreLab || measures(lab.qc, key));

      const newEvents: NewEvent[] = [];
      resultGroupIds.forEach((resultGroupId, groupIndex) => {
        for (const key of parameters) {
          const parameterId = required(ctx.parameterIds, key);
          const p: (typeof DEMO_PARAMETERS)[DemoParameterKey] = DEMO_PARAMETERS[key];
          const scheme = DEMO_SCHEMES[survey.scheme];
          const method = p.methods[(setup.methodIndex + groupIndex) % p.methods.length] ?? p.methods[0];
          const instrument = scheme.instruments[(setup.instrumentIndex + groupIndex) % scheme.instruments.length] ?? scheme.instruments[0];
          const reagent = scheme.reagents[setup.reagentIndex % scheme.reagents.length] ?? scheme.reagents[0];
          if (!method || !instrument || !reagent) continue;
          const context: ResultValuesSet['data'] = {
            parameterId,
            resultGroupId,
            sampleId: null,
            values: [
              nominalValue('method', required(valueIds('method'), method)),
              nominalValue('instrument', required(valueIds('instrument'), instrument)),
              nominalValue('reagent', required(valueIds('reagent'), reagent)),
            ],
          };
          newEvents.push({ type: RESULT_EVENT_TYPES.resultValuesSet, data: context });

          const evaluationUnitId = required(ctx.unitIds, p.unit);
          const mass = MASS_UNIT_COUNTRIES.has(lab.countryId) && MASS_UNIT_PARAMETERS.has(key) ? massConversion(key) : null;
          for (const sample of survey.samples) {
            const target = required(sample.targets, key);
            let value = target * (1 + (METHOD_BIAS[method] ?? 0) / 100 + (p.cv / 100) * random.normal());
            if (random.chance(0.025)) value *= random.chance(0.5) ? 1.35 : 0.7; // gross error
            if (random.chance(0.004)) value *= 10; // decimal point slip
            const reported = mass ? Number((value * mass.factor).toFixed(Math.max(0, p.decimals - 1))) : Number(value.toFixed(p.decimals));
            const unitId = mass ? required(ctx.unitIds, mass.to) : evaluationUnitId;
            const converted = mass ? Number((reported / mass.factor).toFixed(p.decimals + 2)) : reported;
            const result: ResultValueData = {
              dimensionId: 'result',
              type: 'numeric',
              value: reported,
              relation: '=',
              unitId,
              convertedValue: converted,
              valueId: null,
            };
            newEvents.push({ type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId, resultGroupId, sampleId: sample.id, values: [result] } });
          }
        }
      });
      if (newEvents.length === 0) continue;

      const metadata = {
        userId: setup.user?.id ?? null,
        userName: setup.user?.username ?? labUsername(lab.qc),
        role: 'lab_admin',
        requestId: null,
      };
      const streamId = labSurveyStreamId(labId, survey.id);
      const windowEnd = Math.min(survey.endsAt.getTime(), now.getTime());
      const enteredAt = new Date(survey.startsAt.getTime() + (windowEnd - survey.startsAt.getTime()) * (0.2 + 0.5 * random.next()));
      // one append per lab and survey (the values, then the validation, in one sitting)
      if (validated) newEvents.push({ type: RESULT_EVENT_TYPES.surveyValidated, data: {} });
      await appendToStream(trx, streamId, ANY, newEvents, metadata, { createdAt: enteredAt });
      events += newEvents.length;
      streams += 1;
    }
  }
  return { streams, events };
}

function nominalValue(dimensionId: string, valueId: number): ResultValueData {
  return { dimensionId, type: 'nominal', value: null, relation: null, unitId: null, convertedValue: null, valueId };
}
