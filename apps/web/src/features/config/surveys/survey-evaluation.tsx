import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import { localize } from '@eqa/core';
import { formatDateTime, formatNumber } from '@eqa/i18n';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { DataList, type ListColumn } from '../../../components/lists';
import { useNotify } from '../../../app/notifications';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import type { Survey } from './survey-general';

type EvaluationKind = 'pre_evaluation' | 'evaluation';
type EvaluationJob = NonNullable<RouterOutputs['evaluations']['status']['job']>;
type Outcome = RouterOutputs['evaluations']['outcome'];
type OutcomeGroup = Outcome['groups'][number];

/** How often the evaluation job is re-read while it is queued or running. */
export const EVALUATION_POLL_MS = 1000;

const isActive = (job: Pick<EvaluationJob, 'status'> | null | undefined) => job?.status === 'queued' || job?.status === 'running';

/**
 * The survey's evaluation (issue 33 "the evaluation from the web"): runs the pre-evaluation or the
 * evaluation as a job (evaluations.start, through the job outbox) with its progress, then shows the
 * outcome of the stored run of each kind: whether it saw the current results (publishing needs it),
 * the results and labs scored, every statistics group with its n against the minimum group size,
 * and the warnings. Runs only on an ended survey with evaluation enabled, never on an evaluated
 * (read-only) one.
 */
export function SurveyEvaluation({ survey }: { survey: Survey }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSurveys');
  const [kind, setKind] = useState<EvaluationKind>(survey.status.preEvaluated || survey.status.evaluated ? 'evaluation' : 'pre_evaluation');
  const status = trpc.evaluations.status.useQuery(
    { orgId, surveyId: survey.id },
    { refetchInterval: (q) => (isActive(q.state.data?.job) ? EVALUATION_POLL_MS : false), meta: { errorAction: 'configSurveys' } },
  );
  const outcome = trpc.evaluations.outcome.useQuery({ orgId, surveyId: survey.id, kind }, { meta: { errorAction: 'configSurveys' } });
  const job = status.data?.job ?? null;
  const running = isActive(job);

  // the job this page started: its end is announced once, and the outcomes are read again
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (!job || followed.current !== job.id || isActive(job)) return;
    followed.current = null;
    void utils.evaluations.outcome.invalidate({ orgId, surveyId: survey.id });
    void utils.config.surveys.get.invalidate({ orgId, id: survey.id });
    if (job.status === 'succeeded') notify(LL.config.surveys.evaluation.done({ kind: LL.config.surveys.evaluation.kinds[job.kind]() }));
    else notify(LL.config.surveys.evaluation.failed({ kind: LL.config.surveys.evaluation.kinds[job.kind](), error: job.error ?? '' }), 'error');
  }, [job, LL, notify, orgId, survey.id, utils]);

  const start = trpc.evaluations.start.useMutation({
    onSuccess: (started) => {
      followed.current = started.id;
      setKind(started.kind);
      utils.evaluations.status.setData({ orgId, surveyId: survey.id }, (previous) => (previous ? { ...previous, job: started } : previous));
      void utils.evaluations.status.invalidate({ orgId, surveyId: survey.id });
    },
    onError: (error, input) => onError(error, () => start.mutate(input)),
  });

  const blocked = !survey.status.ended ? LL.config.surveys.evaluation.notEnded() : survey.status.evaluationDisabled ? LL.config.surveys.evaluation.disabled() : null;
  const canRun = blocked === null && survey.editable && !survey.status.evaluated && !running && !start.isPending;
  const run = (which: EvaluationKind) => start.mutate({ orgId, surveyId: survey.id, kind: which });

  return (
    <Section title={LL.config.surveys.evaluation.title()} testId="survey-evaluation">
      <Stack spacing={1.5}>
        {blocked && (
          <Typography variant="body2" color="text.secondary" data-testid="survey-evaluation-blocked">
            {blocked}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {!survey.status.preEvaluated && (
            <Button variant="outlined" size="small" startIcon={<PlayArrowOutlinedIcon />} disabled={!canRun} onClick={() => run('pre_evaluation')} data-testid="survey-run-pre_evaluation">
              {LL.config.surveys.evaluation.runPreEvaluation()}
            </Button>
          )}
          <Button variant="contained" size="small" startIcon={<PlayArrowOutlinedIcon />} disabled={!canRun} onClick={() => run('evaluation')} data-testid="survey-run-evaluation">
            {LL.config.surveys.evaluation.runEvaluation()}
          </Button>
        </Stack>
        {job && running && (
          <Box data-testid="survey-evaluation-progress" data-status={job.status}>
            <Typography variant="body2" id="survey-evaluation-progress-label">
              {job.status === 'queued'
                ? LL.config.surveys.evaluation.queued({ kind: LL.config.surveys.evaluation.kinds[job.kind]() })
                : LL.config.surveys.evaluation.running({ kind: LL.config.surveys.evaluation.kinds[job.kind](), progress: job.progress })}
            </Typography>
            <LinearProgress
              variant={job.status === 'queued' ? 'indeterminate' : 'determinate'}
              value={job.progress}
              aria-labelledby="survey-evaluation-progress-label"
              sx={{ mt: 0.5 }}
            />
          </Box>
        )}
        {job && job.status === 'failed' && (
          <Alert severity="error" data-testid="survey-evaluation-failed">
            {LL.config.surveys.evaluation.failed({ kind: LL.config.surveys.evaluation.kinds[job.kind](), error: job.error ?? '' })}
          </Alert>
        )}
        <Tabs value={kind} onChange={(_, next: EvaluationKind) => setKind(next)} aria-label={LL.config.surveys.evaluation.title()}>
          <Tab value="pre_evaluation" label={LL.config.surveys.evaluation.tabs.pre_evaluation()} data-testid="survey-outcome-tab-pre_evaluation" />
          <Tab value="evaluation" label={LL.config.surveys.evaluation.tabs.evaluation()} data-testid="survey-outcome-tab-evaluation" />
        </Tabs>
        {outcome.data && outcome.data.kind === kind && <EvaluationOutcome outcome={outcome.data} locale={locale} />}
      </Stack>
    </Section>
  );
}

function EvaluationOutcome({ outcome, locale }: { outcome: Outcome; locale: ReturnType<typeof useI18n>['locale'] }) {
  const { LL } = useI18n();
  const T = LL.config.surveys.evaluation;
  const number = (value: number | null) => (value === null ? '–' : formatNumber(value, locale));
  const columns: Array<ListColumn<OutcomeGroup>> = [
    { field: 'parameter', header: T.parameter(), flex: 1, minWidth: 160, card: 'title', value: (group) => localize(group.parameterName, locale) },
    { field: 'sampleName', header: T.sample(), minWidth: 100 },
    { field: 'group', header: T.group(), minWidth: 130, value: (group) => (group.groupName ? localize(group.groupName, locale) : T.allLabs()) },
    {
      field: 'n',
      header: T.n(),
      type: 'number',
      align: 'right',
      minWidth: 90,
      render: (group) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {number(group.n)}
          {group.belowMinimum && <Chip size="small" color="warning" variant="outlined" label={T.belowMinimum()} />}
        </Box>
      ),
    },
    { field: 'minN', header: T.minN(), type: 'number', align: 'right', minWidth: 90, render: (group) => number(group.minN) },
    { field: 'nOutliers', header: T.outliers(), type: 'number', align: 'right', minWidth: 90, render: (group) => number(group.nOutliers) },
    { field: 'assignedValue', header: T.assignedValue(), type: 'number', align: 'right', minWidth: 120, render: (group) => number(group.assignedValue) },
  ];
  if (!outcome.run) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="survey-outcome-not-run">
        {T.notRun()}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="survey-outcome" data-kind={outcome.kind} data-current={outcome.run.current}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2">{T.ranAt({ at: outcome.run.finishedAt ? formatDateTime(outcome.run.finishedAt, locale) : '' })}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={outcome.run.current ? 'success' : 'warning'}
          label={outcome.run.current ? T.current() : T.notCurrent()}
          data-testid="survey-outcome-current"
        />
      </Stack>
      <Typography variant="body2" data-testid="survey-outcome-summary">
        {T.summary({ results: outcome.results, labs: outcome.labs, groups: outcome.groups.length, below: outcome.groupsBelowMinimum })}
      </Typography>
      {outcome.warnings.map((warning) => (
        <Alert key={warning.code} severity={warning.code === 'resultsChanged' || warning.code === 'noResults' ? 'warning' : 'info'} data-testid={`survey-outcome-warning-${warning.code}`}>
          {T.warnings[warning.code]({ count: warning.count })}
        </Alert>
      ))}
      {outcome.groups.length > 0 && (
        <DataList
          rows={outcome.groups}
          columns={columns}
          getRowId={(group) => `${group.parameterId}-${group.sampleId}-${group.evaluationGroupId ?? 'all'}`}
          label={T.groupsCaption({ kind: T.kinds[outcome.kind]() })}
          testId="survey-outcome-groups"
          rowAttributes={(group) => ({ 'data-testid': 'survey-outcome-group', 'data-below-minimum': String(group.belowMinimum) })}
          exportFileName={T.groupsCaption({ kind: T.kinds[outcome.kind]() })}
        />
      )}
    </Stack>
  );
}
