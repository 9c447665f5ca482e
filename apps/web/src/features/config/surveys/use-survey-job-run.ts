import { useEffect, useRef } from 'react';
import type { RouterOutputs } from '../../../lib/trpc';
import { trpc } from '../../../lib/trpc';

export type SurveyJobRun = RouterOutputs['config']['surveys']['jobRun'];

/** How often a started survey job is re-read while it is queued or running. */
export const SURVEY_JOB_POLL_MS = 2000;

export function isFinishedJobRun(run: Pick<SurveyJobRun, 'status'>): boolean {
  return run.status === 'succeeded' || run.status === 'failed';
}

/**
 * Follows a job a survey's settings started (config.surveys.jobRun): re-reads the run every
 * SURVEY_JOB_POLL_MS until it has succeeded or failed, then calls `onFinished` once with the final run.
 * `run` is the run as the start answered it (null: nothing to follow). Answers the latest run known.
 */
export function useSurveyJobRun(orgId: number, surveyId: number, run: SurveyJobRun | null, onFinished: (run: SurveyJobRun) => void): SurveyJobRun | null {
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const query = trpc.config.surveys.jobRun.useQuery(
    { orgId, id: surveyId, runId: run?.id ?? 0 },
    {
      enabled: run !== null && !isFinishedJobRun(run),
      refetchInterval: (q) => (q.state.data && isFinishedJobRun(q.state.data) ? false : SURVEY_JOB_POLL_MS),
      meta: { errorAction: 'configSurveys' },
    },
  );
  const latest = run === null ? null : query.data && query.data.id === run.id ? query.data : run;
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (latest && isFinishedJobRun(latest) && reported.current !== latest.id) {
      reported.current = latest.id;
      finished.current(latest);
    }
  }, [latest]);
  return latest;
}
