import { historyWindow, longTermRange, resultScores, sampleLevels } from '@eqa/core';
import type { TEvaluationHistory, TEvaluationHistoryInput, THistorySurvey } from './get-evaluation-history.types';
import type { SurveyServiceContext } from '../surveys/open-lab-survey';
import { iso } from '../surveys/survey-header';
import { loadReportParameter, openReportSurvey } from './open-report';

/**
 * GET …/reports/evaluation_history (spec 1 §2 long-term tab): the lab's results of the parameter in
 * every evaluated survey of the same scheme that started at or after `from` and was evaluated by
 * `to` (and by now), from each survey's latest evaluation run, with the group's assigned value and
 * target. Access as the reports (openReportSurvey on the survey the report is opened for).
 */
export async function getEvaluationHistory(ctx: SurveyServiceContext, input: TEvaluationHistoryInput): Promise<TEvaluationHistory> {
  const opened = await openReportSurvey(ctx, input.labId, input.surveyId, 'history');
  const { db } = ctx;
  const { survey, now } = opened;
  const parameter = await loadReportParameter(db, survey.schemeVersionId, input.paramId);
  const window = historyWindow(survey.startsAt ?? now, survey.evaluatedAt !== null && survey.evaluatedAt <= now ? survey.evaluatedAt : now);
  const range =
    input.from === undefined && input.to === undefined
      ? window
      : longTermRange({ from: input.from ?? window.from, to: input.to ?? window.to }, window.to);
  const from = new Date(range.from);
  const to = new Date(range.to);

  const surveys = await db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('surveyLabs as sl', (join) => join.onRef('sl.surveyId', '=', 's.id').on('sl.labId', '=', input.labId))
    .select([
      's.id',
      's.startsAt',
      's.evaluatedAt',
      'sc.shortName as schemeShortName',
      'r.id as roundId',
      'r.name as roundName',
      'r.year as roundYear',
      'r.ordinal as roundOrdinal',
    ])
    .select((eb) =>
      eb
        .selectFrom('evaluationRuns as er')
        .select((e) => e.fn.max('er.id').as('id'))
        .whereRef('er.surveyId', '=', 's.id')
        .where('er.kind', '=', 'evaluation')
        .where('er.status', '=', 'succeeded')
        .as('runId'),
    )
    .where('sv.schemeId', '=', survey.schemeId)
    .where('s.orgId', '=', survey.orgId)
    .where('s.startsAt', '>=', from)
    .where('s.evaluatedAt', '<=', to)
    .where('s.evaluatedAt', '<=', now)
    .where('s.endsAt', '<=', now)
    .where('s.evaluationDisabled', '=', false)
    .where('sv.evaluationDisabled', '=', false)
    .orderBy('s.evaluatedAt')
    .orderBy('s.id')
    .execute();
  const withRuns = surveys.filter((s): s is typeof s & { runId: number } => s.runId !== null);
  const runIds = withRuns.map((s) => s.runId);
  const surveyIds = withRuns.map((s) => s.id);

  const [rows, statistics, samples] =
    runIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('evaluationLabResults')
            .select([
              'runId',
              'surveyId',
              'sampleId',
              'resultGroupId',
              'evaluationGroupId',
              'value',
              'relation',
              'nominalValueId',
              'zScore',
              'zPrimeScore',
              'zetaScore',
              'enScore',
              'deviationPercent',
              'scaledValue',
              'accepted',
              'outlier',
              'hidden',
            ])
            .where('runId', 'in', runIds)
            .where('labId', '=', input.labId)
            .where('parameterId', '=', parameter.id)
            .where('surveyId', 'in', surveyIds)
            .execute(),
          db
            .selectFrom('evaluationStatistics')
            .select(['runId', 'sampleId', 'evaluationGroupId', 'assignedValue', 'target'])
            .where('runId', 'in', runIds)
            .where('parameterId', '=', parameter.id)
            .execute(),
          db.selectFrom('samples').select(['id', 'surveyId', 'name', 'ordinal']).where('surveyId', 'in', surveyIds).orderBy('ordinal').execute(),
        ]);
  const groupIds = [...new Set(rows.flatMap((r) => (r.evaluationGroupId === null ? [] : [r.evaluationGroupId])))];
  const groups =
    groupIds.length === 0
      ? []
      : await db.selectFrom('evaluationGroups').select(['id', 'name', 'kind', 'ordinal']).where('id', 'in', groupIds).orderBy('ordinal').execute();

  const statisticsOf = new Map(statistics.map((s) => [`${s.runId}:${s.sampleId}:${s.evaluationGroupId ?? 0}`, s]));
  const items: THistorySurvey[] = withRuns.flatMap((s) => {
    const own = rows.filter((r) => r.runId === s.runId && r.surveyId === s.id);
    if (own.length === 0) return [];
    const ownSamples = samples.filter((x) => x.surveyId === s.id);
    const levels = sampleLevels(
      ownSamples.map((x) => {
        const st = statisticsOf.get(`${s.runId}:${x.id}:0`);
        return st ? (st.target ?? st.assignedValue) : null;
      }),
    );
    const usedGroups = new Set(own.map((r) => r.evaluationGroupId));
    return [
      {
        id: s.id,
        current: s.id === survey.id,
        schemeShortName: s.schemeShortName,
        round: { id: s.roundId, name: s.roundName, year: s.roundYear, ordinal: s.roundOrdinal },
        startsAt: iso(s.startsAt),
        evaluatedAt: iso(s.evaluatedAt),
        samples: ownSamples.map((x, i) => ({ id: x.id, name: x.name, ordinal: x.ordinal, level: levels[i] ?? null })),
        evaluationGroups: [
          ...(usedGroups.has(null) ? [{ id: null, name: null, kind: 'all' as const }] : []),
          ...groups.filter((g) => usedGroups.has(g.id)).map((g) => ({ id: g.id, name: g.name, kind: g.kind })),
        ],
        results: own.map((r) => {
          const st = statisticsOf.get(`${s.runId}:${r.sampleId}:${r.evaluationGroupId ?? 0}`);
          return {
            sampleId: r.sampleId,
            resultGroupId: r.resultGroupId,
            evaluationGroupId: r.evaluationGroupId,
            ...resultScores(r, r.accepted),
            assignedValue: st?.assignedValue ?? null,
            target: st?.target ?? null,
          };
        }),
      },
    ];
  });

  return {
    from: range.from,
    to: range.to,
    window,
    parameter: {
      id: parameter.id,
      name: parameter.name,
      qualifier: parameter.qualifier,
      valueType: parameter.valueType,
      unit: parameter.unit,
      minN: parameter.minN,
    },
    noData: items.length === 0,
    surveys: items,
  };
}
