import { AppError, DEFAULT_MIN_GROUP_SIZE, UNCERTAINTY_DIMENSION_ID, type EvaluationContextValue, type EvaluationGroupDefinition, type EvaluationInput, type EvaluationParameter, type EvaluationResult } from '@eqa/core';
import { type Executor, loadMergeGraph, surveyResultsPosition } from '@eqa/db';

export interface EvaluatedSurvey {
  id: number;
  orgId: number;
  schemeVersionId: number;
  /** The survey's or its scheme version's evaluationDisabled flag. */
  evaluationDisabled: boolean;
}

export interface LoadedEvaluation {
  survey: EvaluatedSurvey;
  input: EvaluationInput;
  /**
   * The results' high-water mark (surveyResultsPosition of the evaluated and merged surveys), read
   * before the values: a result written meanwhile makes the run look older than it is (a rerun is
   * asked for), never newer.
   */
  resultsPosition: number;
}

interface EvaluatedDimension {
  dimensionId: string;
  valueType: 'numeric' | 'nominal';
}

/**
 * Reads what the evaluation of a survey needs, in a fixed number of batch queries: the survey and
 * the merge graph around its samples (checked: 'From survey is not found'), the scheme version
 * settings, samples, targets, evaluation groups (with the groups they merge into), hidden result
 * groups, the result groups, and the current values (result_values) of VALIDATED labs only (lab_survey_status) of
 * the survey and the merged surveys: the evaluated result dimension of each parameter and the
 * context dimensions the peer groups select by.
 *
 * The evaluated dimension of a parameter is the first of its result dimensions (scheme version
 * order) that is numeric or nominal, other than the uncertainty dimension (UNCERTAINTY_DIMENSION_ID,
 * whose value is the lab's standard uncertainty u(x) of the result, for ζ and Eₙ); numeric values
 * are taken in the evaluation unit (convertedValue, else the value when its unit is the evaluation
 * unit).
 */
export async function loadEvaluationInput(db: Executor, surveyId: number): Promise<LoadedEvaluation> {
  const row = await db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .select(['s.id', 's.orgId', 's.schemeVersionId', 's.evaluationDisabled', 'sv.evaluationDisabled as versionEvaluationDisabled'])
    .where('s.id', '=', surveyId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Survey');
  const survey: EvaluatedSurvey = {
    id: row.id,
    orgId: row.orgId,
    schemeVersionId: row.schemeVersionId,
    evaluationDisabled: row.evaluationDisabled || row.versionEvaluationDisabled,
  };

  const graph = await loadMergeGraph(db, survey);
  const surveyIds = graph.surveyIds;
  const resultsPosition = await surveyResultsPosition(db, surveyIds);
  const surveyRows = await db.selectFrom('surveys').select(['id', 'schemeVersionId']).where('id', 'in', surveyIds).execute();
  const versionOfSurvey = new Map(surveyRows.map((s) => [s.id, s.schemeVersionId]));
  const versionIds = [...new Set(surveyRows.map((s) => s.schemeVersionId))];

  const [settings, samples, targets, resultGroupRows, groupRows] = await Promise.all([
    db
      .selectFrom('schemeVersionParameters')
      .select([
        'schemeVersionId',
        'parameterId',
        'resultDimensionIds',
        'sigmaPtPercent',
        'acceptancePercent',
        'acceptanceAbsolute',
        'minParticipants',
      ])
      .where('schemeVersionId', 'in', versionIds)
      .execute(),
    db.selectFrom('samples').select(['id', 'surveyId', 'ordinal']).where('surveyId', 'in', surveyIds).execute(),
    db
      .selectFrom('sampleTargets')
      .select([
        'sampleId',
        'parameterId',
        'referenceValue',
        'referenceSource',
        'referenceUncertainty',
        'acceptanceAbsolute as fixedAcceptanceAbsolute',
        'acceptancePercent as fixedAcceptancePercent',
        'acceptanceMin',
        'acceptanceMax',
        'target',
        'acceptedValueIds',
      ])
      .where('surveyId', '=', surveyId)
      .execute(),
    db.selectFrom('resultGroups').select(['id', 'hidden']).where('surveyId', 'in', surveyIds).execute(),
    loadGroups(db, surveyIds),
  ]);

  const dimensionIds = [...new Set(settings.flatMap((s) => s.resultDimensionIds))];
  const dimensionTypes = new Map<string, string>();
  if (dimensionIds.length > 0) {
    const rows = await db.selectFrom('dimensions').select(['id', 'valueType']).where('id', 'in', dimensionIds).execute();
    for (const d of rows) dimensionTypes.set(d.id, d.valueType);
  }
  const evaluatedBy = new Map<string, EvaluatedDimension>();
  for (const s of settings) {
    const dimensionId = s.resultDimensionIds.find((id) => {
      if (id === UNCERTAINTY_DIMENSION_ID) return false;
      const type = dimensionTypes.get(id);
      return type === 'numeric' || type === 'nominal';
    });
    if (dimensionId !== undefined) {
      evaluatedBy.set(`${s.schemeVersionId}:${s.parameterId}`, {
        dimensionId,
        valueType: dimensionTypes.get(dimensionId) === 'numeric' ? 'numeric' : 'nominal',
      });
    }
  }

  const own = settings.filter((s) => s.schemeVersionId === survey.schemeVersionId && evaluatedBy.has(`${s.schemeVersionId}:${s.parameterId}`));
  const parameterIds = own.map((s) => s.parameterId);
  const units = new Map<string, number | null>();
  if (parameterIds.length > 0) {
    const rows = await db
      .selectFrom('parameterDimensions')
      .select(['parameterId', 'dimensionId', 'unitId'])
      .where('parameterId', 'in', parameterIds)
      .execute();
    for (const r of rows) units.set(`${r.parameterId}:${r.dimensionId}`, r.unitId);
  }
  const parameters: EvaluationParameter[] = own.map((s) => {
    const dimension = evaluatedBy.get(`${s.schemeVersionId}:${s.parameterId}`)!;
    return {
      parameterId: s.parameterId,
      valueType: dimension.valueType,
      unitId: units.get(`${s.parameterId}:${dimension.dimensionId}`) ?? null,
      sigmaPtPercent: s.sigmaPtPercent,
      acceptancePercent: s.acceptancePercent,
      acceptanceAbsolute: s.acceptanceAbsolute,
      minN: s.minParticipants ?? DEFAULT_MIN_GROUP_SIZE,
    };
  });
  const parameterById = new Map(parameters.map((p) => [p.parameterId, p]));

  /** The evaluated dimension of a parameter in a survey (a merged survey without it: the evaluated survey's). */
  const evaluatedDimension = (ofSurvey: number, parameterId: number): EvaluatedDimension | undefined =>
    evaluatedBy.get(`${versionOfSurvey.get(ofSurvey)}:${parameterId}`) ?? evaluatedBy.get(`${survey.schemeVersionId}:${parameterId}`);

  const groupDimensions = new Set(groupRows.flatMap((g) => (g.dimensionId === null ? [] : [g.dimensionId])));
  const wantedDimensions = new Set<string>(groupDimensions);
  if (dimensionTypes.get(UNCERTAINTY_DIMENSION_ID) === 'numeric') wantedDimensions.add(UNCERTAINTY_DIMENSION_ID);
  for (const surveyOf of surveyIds) {
    for (const parameterId of parameterIds) {
      const d = evaluatedDimension(surveyOf, parameterId);
      if (d) wantedDimensions.add(d.dimensionId);
    }
  }

  /** Result groups that exist (values of a deleted group are left out), and whether hidden. */
  const resultGroups = new Map(resultGroupRows.map((r) => [r.id, r.hidden]));
  const results = new Map<string, EvaluationResult>();
  /** The labs' standard uncertainties u(x), by result key, in the evaluation unit. */
  const uncertainties = new Map<string, number>();
  const context: EvaluationContextValue[] = [];
  if (parameterIds.length > 0 && wantedDimensions.size > 0) {
    const values = await db
      .selectFrom('resultValues as rv')
      .innerJoin('labSurveyStatus as st', (join) => join.onRef('st.labId', '=', 'rv.labId').onRef('st.surveyId', '=', 'rv.surveyId'))
      .select([
        'rv.surveyId',
        'rv.labId',
        'rv.resultGroupId',
        'rv.parameterId',
        'rv.sampleId',
        'rv.dimensionId',
        'rv.position',
        'rv.valueType',
        'rv.numericValue',
        'rv.convertedValue',
        'rv.relation',
        'rv.unitId',
        'rv.valueId',
      ])
      .where('st.validated', '=', true)
      .where('rv.surveyId', 'in', surveyIds)
      .where('rv.parameterId', 'in', parameterIds)
      .where('rv.dimensionId', 'in', [...wantedDimensions])
      .execute();

    for (const v of values) {
      if (groupDimensions.has(v.dimensionId) && v.valueId !== null) {
        context.push({
          surveyId: v.surveyId,
          labId: v.labId,
          resultGroupId: v.resultGroupId,
          parameterId: v.parameterId,
          sampleId: v.sampleId,
          dimensionId: v.dimensionId,
          valueId: v.valueId,
        });
      }
      const dimension = evaluatedDimension(v.surveyId, v.parameterId);
      const parameter = parameterById.get(v.parameterId);
      if (v.dimensionId === UNCERTAINTY_DIMENSION_ID) {
        if (parameter?.valueType !== 'numeric' || v.sampleId === null || v.position !== 0) continue;
        const u = inUnit(v, parameter.unitId);
        if (u !== null && u >= 0) uncertainties.set(`${v.surveyId}:${v.labId}:${v.resultGroupId}:${v.parameterId}:${v.sampleId}`, u);
        continue;
      }
      if (!dimension || !parameter || v.dimensionId !== dimension.dimensionId || v.sampleId === null) continue;
      if (v.valueType !== parameter.valueType || !resultGroups.has(v.resultGroupId)) continue;
      const key = `${v.surveyId}:${v.labId}:${v.resultGroupId}:${v.parameterId}:${v.sampleId}`;
      let result = results.get(key);
      if (!result) {
        result = {
          surveyId: v.surveyId,
          labId: v.labId,
          resultGroupId: v.resultGroupId,
          parameterId: v.parameterId,
          sampleId: v.sampleId,
          value: null,
          relation: null,
          uncertainty: null,
          valueIds: [],
          hidden: resultGroups.get(v.resultGroupId) === true,
        };
        results.set(key, result);
      }
      if (parameter.valueType === 'numeric') {
        if (v.position !== 0) continue;
        result.value = inUnit(v, parameter.unitId);
        result.relation = v.relation;
      } else if (v.valueId !== null && !result.valueIds.includes(v.valueId)) {
        result.valueIds.push(v.valueId);
      }
    }
  }

  for (const [key, u] of uncertainties) {
    const result = results.get(key);
    if (result) result.uncertainty = u;
  }
  return {
    survey,
    resultsPosition,
    input: {
      surveyId,
      parameters,
      samples,
      targets,
      merges: graph.edges,
      groups: groupRows,
      results: [...results.values()],
      context,
    },
  };
}

/** A numeric value in the evaluation unit: its converted value, else the value when its unit is the evaluation unit. */
function inUnit(v: { convertedValue: number | null; numericValue: number | null; unitId: number | null }, unit: number | null): number | null {
  if (v.convertedValue !== null) return v.convertedValue;
  return unit === null || v.unitId === null || v.unitId === unit ? v.numericValue : null;
}

/** The evaluation groups of the surveys, plus the groups they merge into (followed to the end). */
async function loadGroups(db: Executor, surveyIds: readonly number[]): Promise<EvaluationGroupDefinition[]> {
  const columns = ['id', 'surveyId', 'parameterId', 'kind', 'dimensionId', 'valueId', 'mergeToEvaluationGroupId'] as const;
  const groups = new Map<number, EvaluationGroupDefinition>();
  const rows = await db.selectFrom('evaluationGroups').select(columns).where('surveyId', 'in', surveyIds).execute();
  for (const g of rows) groups.set(g.id, g);
  for (let depth = 0; depth < 32; depth++) {
    const missing = [...groups.values()]
      .map((g) => g.mergeToEvaluationGroupId)
      .filter((id): id is number => id !== null && !groups.has(id));
    if (missing.length === 0) break;
    const more = await db.selectFrom('evaluationGroups').select(columns).where('id', 'in', [...new Set(missing)]).execute();
    if (more.length === 0) break;
    for (const g of more) groups.set(g.id, g);
  }
  return [...groups.values()];
}
