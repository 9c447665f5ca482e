import { attachChartSummaries } from './chart-summary';
import { algorithmA } from './algorithm-a';
import { isNominalResultAccepted, relationOf, type AcceptanceRange, type NumericAcceptanceCriterion } from './acceptance';
import type { AssignedValueSource } from './reference-values';
import { evaluateGroup, scoreAgainstGroup, type LabScore } from './group';
import { histogram } from './histogram';
import { nominalSummary } from './nominal';
import { MergeResolver } from './merge-graph';
import type {
  EvaluationGroupDefinition,
  EvaluationInput,
  EvaluationOutput,
  EvaluationParameter,
  EvaluationResult,
  EvaluationTarget,
  LabResultRow,
  StatisticsRow,
} from './evaluation-types';

/**
 * The evaluation of one survey, pure (no I/O): statistics per parameter × sample × evaluation
 * group and each lab's scores, from the validated results that loadEvaluationInput gathered.
 *
 * Pools. A result pools with the results of the same parameter whose sample has the same root in
 * the merge graph (sample_merges), so merged samples of other surveys are evaluated together. The
 * all-labs group (evaluationGroupId null) is the whole pool. A peer group (method, instrument,
 * reagent: a context dimension value) holds the results whose lab reported that value for the
 * parameter in that result group (for the sample, or for all samples); groups merged into
 * another (merge_to_evaluation_group_id, followed to the end) are evaluated as their root group,
 * and the rows carry the root's id. 'all' and 'custom' groups select nobody by themselves; a
 * custom group collects the groups merged into it.
 *
 * Per pool and sample of the survey: assigned value = the sample's reference value (with its
 * standard uncertainty and source), else the Algorithm A consensus; σpt = the scheme version's fixed
 * % of the assigned value, else the robust SD; acceptance = the sample's fixed limits (± absolute
 * or ± % around the reference value), else its numeric range, else the scheme version's ± % / ±
 * absolute tolerance around the sample's target (else reference value, else the all-labs assigned
 * value); without any, the verdict is the primary score's class (group.ts primaryScore);
 * peer groups use the all-labs range, and only all-labs rows carry the accepted verdict (peer rows
 * null), so every result is judged once. Nominal parameters count values and accept the sample's
 * accepted value ids. Scores follow evaluateGroup
 * of @eqa/core (no scores below the minimum group size). Results of hidden result groups are
 * scored against the group but left out of its statistics.
 *
 * Lab rows: one per result of the survey and group it belongs to, plus the pooled results of
 * merged surveys so reports can draw every value of the pool: those keep their own survey, lab and
 * result group, and carry the sample of the evaluated survey they were pooled with.
 */
export function computeEvaluation(input: EvaluationInput): EvaluationOutput {
  const surveyId = input.surveyId;
  const merges = new MergeResolver(input.merges);
  const ownSamples = input.samples
    .filter((s) => s.surveyId === surveyId)
    .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
  const groups = new GroupIndex(input.groups);
  const context = contextIndex(input);
  const targets = new Map(input.targets.map((t) => [`${t.sampleId}:${t.parameterId}`, t]));
  const resultsByParameter = new Map<number, EvaluationResult[]>();
  for (const result of input.results) {
    const list = resultsByParameter.get(result.parameterId);
    if (list) list.push(result);
    else resultsByParameter.set(result.parameterId, [result]);
  }

  const statistics: StatisticsRow[] = [];
  const labResults: LabResultRow[] = [];
  for (const parameter of input.parameters) {
    const p = parameter.parameterId;
    const pools = new Map<string, EvaluationResult[]>();
    const add = (key: string, result: EvaluationResult) => {
      const pool = pools.get(key);
      if (pool) pool.push(result);
      else pools.set(key, [result]);
    };
    for (const result of resultsByParameter.get(p) ?? []) {
      const rootSample = merges.root(result.sampleId, p);
      add(poolKey(rootSample, null), result);
      const selecting = groups.selecting(result.surveyId, p);
      if (selecting.length === 0) continue;
      const reported = context.of(result);
      const roots = new Set<number>();
      for (const group of selecting) if (reported(group)) roots.add(groups.root(group.id));
      for (const root of roots) add(poolKey(rootSample, root), result);
    }

    const surveyRoots = groups.rootsOf(surveyId, p);
    for (const sample of ownSamples) {
      const rootSample = merges.root(sample.id, p);
      const target = targets.get(`${sample.id}:${p}`) ?? null;
      /** The acceptance range of the all-labs group: peer groups use the same one. */
      let allLabsRange: AcceptanceRange | null = null;
      for (const groupId of [null, ...surveyRoots]) {
        const pool = pools.get(poolKey(rootSample, groupId)) ?? [];
        if (groupId !== null && pool.length === 0) continue;
        let evaluated: PoolEvaluation;
        if (parameter.valueType === 'numeric') {
          const acceptance =
            groupId === null
              ? acceptanceCriterion(parameter, target)
              : allLabsRange && { type: 'numeric_range' as const, ...allLabsRange };
          evaluated = evaluateNumeric(pool, parameter, target, acceptance);
          if (groupId === null) allLabsRange = evaluated.range;
        } else {
          evaluated = evaluateNominal(pool, target);
        }
        statistics.push({
          parameterId: p,
          sampleId: sample.id,
          evaluationGroupId: groupId,
          unitId: parameter.valueType === 'numeric' ? parameter.unitId : null,
          ...evaluated.statistics,
        });
        for (const result of pool) {
          // Results of the survey's other samples are written with their own sample.
          if (result.surveyId === surveyId && result.sampleId !== sample.id) continue;
          const row = evaluated.row(result, sample.id, groupId);
          // The verdict of a result is its all-labs row's: peer-group rows carry none, so counts
          // of not accepted results see each result once.
          if (groupId !== null) row.accepted = null;
          labResults.push(row);
        }
      }
    }
  }
  return { statistics: attachChartSummaries(statistics, labResults), labResults };
}

type StatisticsValues = Omit<StatisticsRow, 'parameterId' | 'sampleId' | 'evaluationGroupId' | 'unitId'>;

interface PoolEvaluation {
  statistics: StatisticsValues;
  /** The resolved acceptance range (numeric parameters). */
  range: AcceptanceRange | null;
  /** The lab row of a result of the pool, under a sample and an evaluation group of the survey. */
  row(result: EvaluationResult, sampleId: number, evaluationGroupId: number | null): LabResultRow;
}

function baseRow(result: EvaluationResult, sampleId: number, evaluationGroupId: number | null, unitId: number | null): LabResultRow {
  return {
    surveyId: result.surveyId,
    labId: result.labId,
    parameterId: result.parameterId,
    sampleId,
    resultGroupId: result.resultGroupId,
    evaluationGroupId,
    value: null,
    nominalValueId: null,
    relation: null,
    unitId,
    zScore: null,
    zPrimeScore: null,
    zetaScore: null,
    enScore: null,
    deviationPercent: null,
    scaledValue: null,
    accepted: null,
    outlier: false,
    hidden: result.hidden,
  };
}

const poolKey = (rootSample: number, rootGroup: number | null) => `${rootSample}|${rootGroup ?? 'all'}`;

const finite = (v: number | null | undefined): number | null => (v === null || v === undefined || !Number.isFinite(v) ? null : v);

/** The statistics of a group nobody reported in (also the base of a nominal group's counts). */
export const EMPTY_STATISTICS: StatisticsValues = {
  n: 0,
  nOutliers: 0,
  assignedValue: null,
  assignedValueSource: null,
  sigmaPt: null,
  uncertainty: null,
  robustMean: null,
  robustSd: null,
  median: null,
  mean: null,
  sd: null,
  min: null,
  max: null,
  cv: null,
  acceptanceMin: null,
  acceptanceMax: null,
  target: null,
  histogram: null,
  nominalCounts: null,
};

/**
 * The sample's fixed limits around its reference value, else its numeric range, else the scheme
 * version's tolerance, else none.
 */
export function acceptanceCriterion(parameter: EvaluationParameter, target: EvaluationTarget | null): NumericAcceptanceCriterion | null {
  const reference = finite(target?.referenceValue);
  if (target && reference !== null && (target.fixedAcceptanceAbsolute !== null || target.fixedAcceptancePercent !== null)) {
    return { type: 'tolerance', target: reference, absolute: target.fixedAcceptanceAbsolute, relativePercent: target.fixedAcceptancePercent };
  }
  if (target && (target.acceptanceMin !== null || target.acceptanceMax !== null)) {
    return { type: 'numeric_range', min: target.acceptanceMin, max: target.acceptanceMax, target: target.target };
  }
  if (parameter.acceptancePercent !== null || parameter.acceptanceAbsolute !== null) {
    return {
      type: 'tolerance',
      target: target?.target ?? target?.referenceValue ?? null,
      absolute: parameter.acceptanceAbsolute,
      relativePercent: parameter.acceptancePercent,
    };
  }
  return null;
}

function isExact(result: EvaluationResult): boolean {
  return result.value !== null && Number.isFinite(result.value) && relationOf(result.relation) === '=';
}

function evaluateNumeric(
  pool: readonly EvaluationResult[],
  parameter: EvaluationParameter,
  target: EvaluationTarget | null,
  acceptance: NumericAcceptanceCriterion | null,
): PoolEvaluation {
  const visible = pool.filter((r) => !r.hidden);
  const exact: number[] = [];
  for (const r of visible) if (isExact(r)) exact.push(r.value!);
  const reference = finite(target?.referenceValue);
  let sigmaPt: number | null = null;
  if (parameter.sigmaPtPercent !== null) {
    const centre = reference ?? (exact.length >= parameter.minN ? algorithmA(exact).mean : null);
    sigmaPt = centre !== null && Number.isFinite(centre) && centre !== 0 ? (Math.abs(centre) * parameter.sigmaPtPercent) / 100 : null;
  }
  const evaluation = evaluateGroup(
    visible.map((r) => ({ id: r, value: r.value, relation: r.relation, uncertainty: r.uncertainty })),
    { minN: parameter.minN, assignedValue: reference, uAssignedValue: reference === null ? null : finite(target?.referenceUncertainty), sigmaPt, acceptance },
  );
  const assignedValueSource: AssignedValueSource | null =
    evaluation.assignedValue === null ? null : reference === null ? 'consensus' : (target?.referenceSource ?? 'unspecified');
  const scores = new Map<EvaluationResult, LabScore<EvaluationResult>>(evaluation.labs.map((lab) => [lab.id, lab]));
  const st = evaluation.statistics;
  const bins = exact.length > 0 ? histogram(exact) : null;
  return {
    range: evaluation.range,
    statistics: {
      ...EMPTY_STATISTICS,
      n: evaluation.n,
      nOutliers: evaluation.labs.filter((lab) => lab.outlier).length,
      assignedValue: finite(evaluation.assignedValue),
      assignedValueSource,
      sigmaPt: finite(evaluation.sigmaPt),
      uncertainty: finite(evaluation.uAssignedValue),
      robustMean: finite(st?.robustMean),
      robustSd: finite(st?.robustSd),
      median: finite(st?.median),
      mean: finite(st?.mean),
      sd: finite(st?.sd),
      min: finite(st?.min),
      max: finite(st?.max),
      cv: finite(st?.cv),
      acceptanceMin: finite(evaluation.range?.min),
      acceptanceMax: finite(evaluation.range?.max),
      target: finite(evaluation.range?.target),
      histogram: bins ? { bins: bins.bins.map((b) => ({ from: b.from, to: b.to, count: b.count })), below: bins.below, above: bins.above } : null,
    },
    row(result, sampleId, evaluationGroupId) {
      const row = baseRow(result, sampleId, evaluationGroupId, parameter.unitId);
      // A result of a hidden result group is scored against the group it is not counted in.
      const lab = scores.get(result) ?? scoreAgainstGroup({ id: result, value: result.value, relation: result.relation, uncertainty: result.uncertainty }, evaluation);
      row.value = finite(lab.value);
      row.relation = lab.value === null ? null : lab.relation;
      row.zScore = finite(lab.z);
      row.zPrimeScore = finite(lab.zPrime);
      row.zetaScore = finite(lab.zeta);
      row.enScore = finite(lab.en);
      row.deviationPercent = finite(lab.deviationPercent);
      row.scaledValue = finite(lab.scaled);
      row.accepted = lab.accepted;
      row.outlier = lab.outlier;
      return row;
    },
  };
}

function evaluateNominal(pool: readonly EvaluationResult[], target: EvaluationTarget | null): PoolEvaluation {
  const acceptedIds = target?.acceptedValueIds ?? [];
  const visible = pool.filter((r) => !r.hidden);
  const summary = nominalSummary(
    visible.map((r) => ({ id: r, valueIds: r.valueIds })),
    acceptedIds,
  );
  const accepted = new Map(summary.labs.map((lab) => [lab.id, lab.accepted]));
  const nominalCounts: Record<string, number> = {};
  for (const count of summary.counts) nominalCounts[String(count.valueId)] = count.count;
  return {
    range: null,
    statistics: { ...EMPTY_STATISTICS, n: summary.n, nominalCounts },
    row(result, sampleId, evaluationGroupId) {
      const row = baseRow(result, sampleId, evaluationGroupId, null);
      row.nominalValueId = result.valueIds[0] ?? null;
      row.accepted = accepted.has(result) ? (accepted.get(result) ?? null) : isNominalResultAccepted(result.valueIds, acceptedIds);
      return row;
    },
  };
}

/** Evaluation groups: which select results by a context value, and where merges lead. */
class GroupIndex {
  private readonly byId: Map<number, EvaluationGroupDefinition>;
  private readonly bySurvey = new Map<number, EvaluationGroupDefinition[]>();
  private readonly roots = new Map<number, number>();
  private readonly selectingCache = new Map<string, EvaluationGroupDefinition[]>();

  constructor(groups: readonly EvaluationGroupDefinition[]) {
    this.byId = new Map(groups.map((g) => [g.id, g]));
    for (const group of groups) {
      const list = this.bySurvey.get(group.surveyId);
      if (list) list.push(group);
      else this.bySurvey.set(group.surveyId, [group]);
    }
  }

  private applies(group: EvaluationGroupDefinition, parameterId: number): boolean {
    return group.kind !== 'all' && (group.parameterId === null || group.parameterId === parameterId);
  }

  /** Groups of a survey that select results of the parameter by a context value. */
  selecting(surveyId: number, parameterId: number): EvaluationGroupDefinition[] {
    const key = `${surveyId}:${parameterId}`;
    let list = this.selectingCache.get(key);
    if (!list) {
      list = (this.bySurvey.get(surveyId) ?? []).filter(
        (g) => this.applies(g, parameterId) && g.dimensionId !== null && g.valueId !== null,
      );
      this.selectingCache.set(key, list);
    }
    return list;
  }

  /** The distinct roots of a survey's groups for the parameter, in id order. */
  rootsOf(surveyId: number, parameterId: number): number[] {
    const roots = new Set<number>();
    for (const group of this.bySurvey.get(surveyId) ?? []) if (this.applies(group, parameterId)) roots.add(this.root(group.id));
    return [...roots].sort((a, b) => a - b);
  }

  /** Follows merge_to_evaluation_group_id to its end (a cycle ends on its smallest id). */
  root(groupId: number): number {
    const known = this.roots.get(groupId);
    if (known !== undefined) return known;
    const path = [groupId];
    let root: number;
    for (;;) {
      const next = this.byId.get(path[path.length - 1]!)?.mergeToEvaluationGroupId ?? null;
      if (next === null) {
        root = path[path.length - 1]!;
        break;
      }
      const at = path.indexOf(next);
      if (at >= 0) {
        root = Math.min(...path.slice(at));
        break;
      }
      path.push(next);
    }
    this.roots.set(groupId, root);
    return root;
  }
}

/** Context values of the results: lab × result group × parameter × sample (0: all samples) → dimension → value ids. */
function contextIndex(input: EvaluationInput) {
  const index = new Map<string, Map<string, Set<number>>>();
  const keyOf = (c: { surveyId: number; labId: number; resultGroupId: number; parameterId: number }, sampleId: number | null) =>
    `${c.surveyId}:${c.labId}:${c.resultGroupId}:${c.parameterId}:${sampleId ?? 0}`;
  for (const c of input.context) {
    const key = keyOf(c, c.sampleId);
    let dimensions = index.get(key);
    if (!dimensions) index.set(key, (dimensions = new Map()));
    let values = dimensions.get(c.dimensionId);
    if (!values) dimensions.set(c.dimensionId, (values = new Set()));
    values.add(c.valueId);
  }
  return {
    /** Whether the result's lab reported a group's value (for the result's sample, or for all samples). */
    of(result: EvaluationResult): (group: EvaluationGroupDefinition) => boolean {
      const forSample = index.get(keyOf(result, result.sampleId));
      const forAll = index.get(keyOf(result, null));
      return (group) =>
        forSample?.get(group.dimensionId!)?.has(group.valueId!) === true || forAll?.get(group.dimensionId!)?.has(group.valueId!) === true;
    },
  };
}
