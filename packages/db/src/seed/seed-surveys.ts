import { chunks, required, type SeedContext, type SeededSurvey, type SurveyPhase } from './context';
import { DEMO_PARAMETERS, DEMO_SCHEMES, type DemoParameterKey } from './data/catalog';
import { dayFrom, endOfSurveyDay, startOfSurveyDay, utcDate } from './dates';
import { methodName, SCHEME_KEYS, schemeParameters, type SeededCatalog } from './seed-catalog';

interface Slot {
  start: Date;
  /** Days from start. */
  length: number;
  /** Days after the end, or null. */
  preEvaluatedAfter: number | null;
  evaluatedAfter: number | null;
  expectedEvaluationAfter: number;
}

/**
 * Survey schedule anchored to `now`: two evaluated, one pre-evaluated, two in progress and two
 * upcoming rounds around today, plus two rounds of the previous year and two of the next year, so
 * every phase exists and the previous, current and next years all have rounds.
 */
export function surveySlots(now: Date): Slot[] {
  const year = now.getUTCFullYear();
  const relative = (startDay: number, length: number, pre: number | null, evaluated: number | null, expected: number): Slot => ({
    start: dayFrom(now, startDay),
    length,
    preEvaluatedAfter: pre,
    evaluatedAfter: evaluated,
    expectedEvaluationAfter: expected,
  });
  const anchored = (month: number, day: number, yearOffset: number, evaluated: boolean): Slot => ({
    start: utcDate(year + yearOffset, month, day),
    length: 30,
    preEvaluatedAfter: evaluated ? 10 : null,
    evaluatedAfter: evaluated ? 40 : null,
    expectedEvaluationAfter: 40,
  });
  return [
    anchored(3, 1, -1, true),
    anchored(9, 20, -1, true),
    relative(-150, 30, 10, 40, 40),
    relative(-95, 30, 7, 35, 35),
    relative(-55, 30, 10, null, 45),
    relative(-21, 35, null, null, 45),
    relative(-6, 36, null, null, 45),
    relative(20, 30, null, null, 45),
    relative(80, 30, null, null, 45),
    anchored(2, 5, 1, false),
    anchored(5, 10, 1, false),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
}

function phaseAt(now: Date, startsAt: Date, endsAt: Date, preEvaluatedAt: Date | null, evaluatedAt: Date | null): SurveyPhase {
  if (startsAt > now) return 'upcoming';
  if (endsAt > now) return 'in_progress';
  if (evaluatedAt && evaluatedAt <= now) return 'evaluated';
  if (preEvaluatedAt && preEvaluatedAt <= now) return 'pre_evaluated';
  throw new Error('Seed: an ended survey without pre-evaluation');
}

const round3 = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/** Rounds, surveys (one per scheme and round), two samples each with targets, evaluation groups. */
export async function seedSurveys(ctx: SeedContext, catalog: SeededCatalog): Promise<void> {
  const { trx, orgId, now, random } = ctx;
  const slots = surveySlots(now);
  const ordinals = new Map<number, number>();
  for (const slot of slots) {
    const startsAt = startOfSurveyDay(slot.start);
    const year = slot.start.getUTCFullYear();
    const ordinal = (ordinals.get(year) ?? 0) + 1;
    ordinals.set(year, ordinal);
    const name = `${year}/${ordinal}`;
    const deadline = endOfSurveyDay(dayFrom(slot.start, -21));
    const round = await trx
      .insertInto('rounds')
      .values({ orgId, name, year, ordinal, deadline, createdAt: dayFrom(slot.start, -120) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.rounds.push({ id: round.id, year, ordinal, name, startsAt, deadline });

    const endsAt = endOfSurveyDay(dayFrom(slot.start, slot.length));
    const endDay = dayFrom(slot.start, slot.length);
    const preEvaluatedAt = slot.preEvaluatedAfter === null ? null : endOfSurveyDay(dayFrom(endDay, slot.preEvaluatedAfter));
    const evaluatedAt = slot.evaluatedAfter === null ? null : endOfSurveyDay(dayFrom(endDay, slot.evaluatedAfter));
    const expectedEvaluationAt = endOfSurveyDay(dayFrom(endDay, slot.expectedEvaluationAfter));
    const phase = phaseAt(now, startsAt, endsAt, preEvaluatedAt, evaluatedAt);
    const edition = year < ctx.year ? 'previous' : 'current';

    for (const scheme of SCHEME_KEYS) {
      const def = DEMO_SCHEMES[scheme];
      const schemeVersionId = catalog.schemeVersionIds[scheme][edition];
      const survey = await trx
        .insertInto('surveys')
        .values({
          orgId,
          schemeVersionId,
          roundId: round.id,
          startsAt,
          endsAt,
          deadline: endsAt,
          expectedEvaluationAt,
          preEvaluatedAt,
          evaluatedAt,
          issueAt: evaluatedAt,
          parameterFlagDate: null,
          description: { ...def.description },
          evaluationImported: false,
          documentsImported: false,
          importStarted: false,
          createdAt: dayFrom(slot.start, -60),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const parameters = schemeParameters(scheme, edition);
      const seeded: SeededSurvey = {
        id: survey.id,
        scheme,
        roundId: round.id,
        year,
        phase,
        startsAt,
        endsAt,
        schemeVersionId,
        parameters,
        samples: [],
      };
      for (const ordinal of [1, 2] as const) {
        const sample = await trx
          .insertInto('samples')
          .values({
            surveyId: survey.id,
            name: `${def.shortName} ${name}-${ordinal}`,
            description: ordinal === 1 ? { en: 'Level 1 (normal range)', hu: '1. szint (normál tartomány)' } : { en: 'Level 2 (pathological range)', hu: '2. szint (kóros tartomány)' },
            url: `https://www.qualilab.example/samples/${def.shortName.toLowerCase()}-${year}-${ordinal}`,
            ordinal,
            imageFileId: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const targets = new Map<DemoParameterKey, number>();
        for (const key of parameters) {
          const p = DEMO_PARAMETERS[key];
          const level = p.levels[ordinal - 1] ?? p.levels[0];
          targets.set(key, round3(level * (1 + 0.04 * random.normal()), p.decimals + 1));
        }
        seeded.samples.push({ id: sample.id, ordinal, targets });
      }
      ctx.surveys.push(seeded);
    }
  }

  // reference values and acceptance limits
  const targetRows = ctx.surveys.flatMap((survey) =>
    survey.samples.flatMap((sample) =>
      survey.parameters.map((key) => {
        const p = DEMO_PARAMETERS[key];
        const target = required(sample.targets, key);
        const limit = (target * p.acceptancePercent) / 100;
        return {
          surveyId: survey.id,
          sampleId: sample.id,
          parameterId: required(ctx.parameterIds, key),
          referenceValue: target,
          referenceSource: 'formulation' as const,
          acceptanceMin: round3(target - limit, p.decimals + 1),
          acceptanceMax: round3(target + limit, p.decimals + 1),
          target,
          acceptedValueIds: null,
          unitId: required(ctx.unitIds, p.unit),
        };
      }),
    ),
  );
  for (const batch of chunks(targetRows)) await trx.insertInto('sampleTargets').values(batch).execute();

  // evaluation groups: all labs, and one peer group per method of parameters with several methods
  const methodIds = required(ctx.valueIds, 'method');
  const groupRows = ctx.surveys.flatMap((survey) => [
    { surveyId: survey.id, parameterId: null, name: { en: 'All participants', hu: 'Összes résztvevő' }, kind: 'all' as const, dimensionId: null, valueId: null, mergeToEvaluationGroupId: null, ordinal: 0 },
    ...survey.parameters.flatMap((key) => {
      const p: (typeof DEMO_PARAMETERS)[DemoParameterKey] = DEMO_PARAMETERS[key];
      if (p.methods.length < 2) return [];
      return p.methods.map((method, index) => ({
        surveyId: survey.id,
        parameterId: required(ctx.parameterIds, key),
        name: methodName(method),
        kind: 'method' as const,
        dimensionId: 'method',
        valueId: required(methodIds, method),
        mergeToEvaluationGroupId: null,
        ordinal: index + 1,
      }));
    }),
  ]);
  for (const batch of chunks(groupRows)) await trx.insertInto('evaluationGroups').values(batch).execute();
}
