import { sql } from 'kysely';
import {
  nominalControlKind,
  parameterDeletion,
  statisticsButton,
  visibleNominalOptions,
} from '@eqa/core';
import type { Executor, ResultValueRow } from '@eqa/db';
import type { TFormDimension, TFormParameter, TResultOut, TSampleResultOut } from './get-survey-form.types';
import type { OpenedLabSurvey } from './open-lab-survey';
import type { SurveyComponentDimension, SurveyDimension, SurveyParameter } from './survey-parameters';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Parameters the lab reported recently (spec 1 'last_results' filter, Parameter.flagged): it holds a
 * value of the parameter in another survey of the same scheme that started before this one, on or
 * after this survey's parameterFlagDate (without one: in the 12 months before this survey's start).
 */
export async function flaggedParameters(db: Executor, opened: OpenedLabSurvey, parameterIds: readonly number[]): Promise<Set<number>> {
  const { survey } = opened;
  if (parameterIds.length === 0 || survey.startsAt === null) return new Set();
  const since = survey.parameterFlagDate ?? new Date(survey.startsAt.getTime() - YEAR_MS);
  const rows = await db
    .selectFrom('resultValues as rv')
    .innerJoin('surveys as s2', 's2.id', 'rv.surveyId')
    .innerJoin('schemeVersions as sv2', 'sv2.id', 's2.schemeVersionId')
    .select('rv.parameterId')
    .distinct()
    .where('rv.labId', '=', opened.labId)
    .where('rv.parameterId', 'in', [...parameterIds])
    .where('sv2.schemeId', '=', survey.schemeId)
    .where('s2.id', '<>', survey.id)
    .where('s2.startsAt', '<', survey.startsAt)
    .where('s2.startsAt', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.parameterId));
}

/** The id of the latest succeeded evaluation run of a survey (SQL, for a column `survey_id`). */
const latestEvaluationRun = (surveyIdColumn: string) =>
  sql<number>`(select max(er.id) from evaluation_runs er where er.survey_id = ${sql.ref(surveyIdColumn)} and er.kind = 'evaluation' and er.status = 'succeeded')`;

/** What the latest evaluation says of the lab's results (evaluatedSampleResults). */
export interface SampleEvaluations {
  /** Parameters with a not accepted, not hidden sample result (Parameter.invalid, the 'invalid' filter). */
  invalid: ReadonlySet<number>;
  /** Per parameter, its judged results (empty when the evaluation is not open to the lab). */
  byParameter: ReadonlyMap<number, TSampleResultOut[]>;
}

const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

/**
 * The lab's results in the latest evaluation, once the survey is evaluated: the parameters with a not
 * accepted, not hidden result, and — when the evaluation is open to the lab (not disabled, no late
 * payment: spec 1 §6) — each judged result with its z-score and acceptance criteria.
 */
export async function evaluatedSampleResults(db: Executor, opened: OpenedLabSurvey): Promise<SampleEvaluations> {
  if (!opened.status.evaluated) return { invalid: new Set(), byParameter: new Map() };
  const rows = await db
    .selectFrom('evaluationLabResults as r')
    .leftJoin('evaluationStatistics as st', (join) =>
      join
        .onRef('st.runId', '=', 'r.runId')
        .onRef('st.parameterId', '=', 'r.parameterId')
        .onRef('st.sampleId', '=', 'r.sampleId')
        .on('st.evaluationGroupId', 'is', null),
    )
    .leftJoin('units as u', 'u.id', 'st.unitId')
    .select([
      'r.parameterId',
      'r.resultGroupId',
      'r.sampleId',
      'r.accepted',
      'r.outlier',
      'r.hidden',
      'r.zScore',
      'st.acceptanceMin',
      'st.acceptanceMax',
      'st.target',
      'st.unitId',
      'u.name as unitName',
    ])
    .where('r.labId', '=', opened.labId)
    .where('r.surveyId', '=', opened.survey.id)
    // one verdict per result: the all-labs row carries it (peer-group rows have accepted null)
    .where('r.evaluationGroupId', 'is', null)
    .where('r.runId', '=', latestEvaluationRun('r.survey_id'))
    .orderBy('r.parameterId')
    .orderBy('r.resultGroupId')
    .orderBy('r.sampleId')
    .execute();
  const invalid = new Set(rows.filter((r) => r.accepted === false && !r.hidden).map((r) => r.parameterId));
  const byParameter = new Map<number, TSampleResultOut[]>();
  const open = !opened.survey.evaluationDisabled && !opened.latePayment;
  for (const row of open ? rows : []) {
    if (row.resultGroupId === null) continue;
    const criteria =
      row.acceptanceMin === null && row.acceptanceMax === null && row.target === null
        ? null
        : { min: numberOrNull(row.acceptanceMin), max: numberOrNull(row.acceptanceMax), target: numberOrNull(row.target), unitId: row.unitId, unitName: row.unitName };
    const list = byParameter.get(row.parameterId) ?? [];
    list.push({
      resultGroupId: row.resultGroupId,
      sampleId: row.sampleId,
      status: row.accepted === null ? null : row.accepted ? 'valid' : 'invalid',
      outlier: row.outlier,
      hidden: row.hidden,
      zScore: numberOrNull(row.zScore),
      acceptanceCriteria: criteria,
    });
    byParameter.set(row.parameterId, list);
  }
  return { invalid, byParameter };
}

/** Key of lastSelectedUnits: the unit a lab last chose is remembered per parameter and dimension. */
export function lastUnitKey(parameterId: number, dimensionId: string): string {
  return `${parameterId}:${dimensionId}`;
}

/**
 * The unit the lab last chose (Dimension.lastUnitSelected) per parameter and dimension, over all its
 * results. Per parameter, not per dimension alone: analytes share the `result` dimension, and a unit
 * chosen for glucose (mg/dL) must not become the default of sodium.
 */
export async function lastSelectedUnits(
  db: Executor,
  labId: number,
  parameterIds: readonly number[],
  dimensionIds: readonly string[],
): Promise<Map<string, number>> {
  if (dimensionIds.length === 0 || parameterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('resultValues')
    .select(['parameterId', 'dimensionId', 'unitId'])
    .distinctOn(['parameterId', 'dimensionId'])
    .where('labId', '=', labId)
    .where('parameterId', 'in', [...parameterIds])
    .where('dimensionId', 'in', [...dimensionIds])
    .where('unitId', 'is not', null)
    .orderBy('parameterId')
    .orderBy('dimensionId')
    .orderBy('updatedAt', 'desc')
    // equal times (one demo day): the later survey, then the later write of its stream
    .orderBy('surveyId', 'desc')
    .orderBy('streamVersion', 'desc')
    .execute();
  const out = new Map<string, number>();
  for (const row of rows) if (row.unitId !== null) out.set(lastUnitKey(row.parameterId, row.dimensionId), row.unitId);
  return out;
}

export interface FormParameterFacts {
  /** The lab's current values (of these parameters at least). */
  rows: readonly ResultValueRow[];
  results: Map<number, TResultOut[]>;
  flagged: ReadonlySet<number>;
  evaluations: SampleEvaluations;
  lastUnits: ReadonlyMap<string, number>;
}

/** Nominal value ids the lab holds for a dimension of a parameter (kept visible though deprecated). */
function selectedValueIds(rows: readonly ResultValueRow[], parameterId: number, dimensionId: string): number[] {
  const ids: number[] = [];
  for (const row of rows) {
    if (row.parameterId !== parameterId) continue;
    if (row.dimensionId === dimensionId && row.valueId !== null) ids.push(row.valueId);
    for (const c of row.components ?? []) if (c.dimensionId === dimensionId && c.valueId !== null) ids.push(c.valueId);
  }
  return ids;
}

function componentOut(
  dimension: SurveyComponentDimension,
  context: { parameterId: number; evaluated: boolean; selectedIds: number[]; lastUnits: ReadonlyMap<string, number> },
) {
  const nominal = dimension.valueType === 'nominal';
  const options = nominal ? visibleNominalOptions(dimension.values, { evaluated: context.evaluated, selectedIds: context.selectedIds }) : [];
  const controlKind = nominal ? nominalControlKind(options.length) : null;
  return {
    id: dimension.id,
    name: dimension.name,
    ordinal: dimension.ordinal,
    valueType: dimension.valueType,
    multipleValues: dimension.multipleValues,
    mediaType: dimension.mediaType,
    negativeAllowed: dimension.negativeAllowed,
    unitId: dimension.unitId,
    unitIds: dimension.unitIds,
    evaluationUnitId: dimension.evaluationUnitId,
    lastUnitSelected: context.lastUnits.get(lastUnitKey(context.parameterId, dimension.id)) ?? null,
    valueCount: options.length,
    controlKind,
    values: controlKind === 'select' ? options : null,
  };
}

function dimensionOut(parameterId: number, dimension: SurveyDimension, opened: OpenedLabSurvey, facts: FormParameterFacts): TFormDimension {
  const evaluated = opened.status.evaluated;
  return {
    ...componentOut(dimension, { parameterId, evaluated, selectedIds: selectedValueIds(facts.rows, parameterId, dimension.id), lastUnits: facts.lastUnits }),
    role: dimension.role,
    mandatory: dimension.mandatory,
    components: dimension.components.map((c) =>
      componentOut(c, { parameterId, evaluated, selectedIds: selectedValueIds(facts.rows, parameterId, c.id), lastUnits: facts.lastUnits }),
    ),
  };
}

/** A parameter as the form shows it: dimensions, the lab's results and core's button rules. */
export function formParameter(parameter: SurveyParameter, opened: OpenedLabSurvey, facts: FormParameterFacts): TFormParameter {
  const results = facts.results.get(parameter.id) ?? [];
  return {
    id: parameter.id,
    name: parameter.name,
    qualifier: parameter.qualifier,
    ordinal: parameter.ordinal,
    groupId: parameter.groupId,
    accredited: parameter.accredited,
    flagged: facts.flagged.has(parameter.id),
    invalid: facts.evaluations.invalid.has(parameter.id),
    dimensions: {
      result: parameter.dimensions.result.map((d) => dimensionOut(parameter.id, d, opened, facts)),
      context: parameter.dimensions.context.map((d) => dimensionOut(parameter.id, d, opened, facts)),
    },
    results,
    sampleResults: facts.evaluations.byParameter.get(parameter.id) ?? [],
    deletion: parameterDeletion({ readOnly: opened.readOnly, results }),
    statistics: statisticsButton(opened.status, { readOnly: opened.readOnly, latePayment: opened.latePayment }),
  };
}
