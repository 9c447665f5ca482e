import { labReport, SURVEY_NOT_STARTED_ERROR, surveyPaths } from '@eqa/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useReportError } from '../../app/error-reporting';
import { classifyError, isNotFoundError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import type { ReportIds, ReportKind } from './report-paths';
import type { EvaluationReport } from './report-types';
import { fetchSharedReport } from './shared-report';

/** How often the two parts are asked again when they name different builds of the shared part. */
const MISMATCH_RETRIES = 3;

/** The two parts name different builds of the shared part even after asking again (e.g. a new run every time). */
export class ReportPartsMismatchError extends Error {
  constructor() {
    super('The parts of the report kept naming different runs');
  }
}

/**
 * The report of the kind, loaded as two parts in parallel (docs/decisions/report-shared-part.md):
 * the lab's own part (tRPC reports.evaluationOwn / preEvaluationOwn) and the part every lab
 * shares (GET …/reports/{kind}/shared through the browser's HTTP cache), merged by core labReport
 * into the report the full endpoint answers. When a new run lands between the two answers, both
 * are asked again. Survey-state refusals redirect like the evaluation route (spec 1 §4); other
 * errors go to the error dialog with a retry.
 */
export function useReport(kind: ReportKind, ids: ReportIds): { data: EvaluationReport | undefined; error: unknown } {
  const input = { labId: ids.labId, surveyId: ids.surveyId, paramId: ids.parameterId };
  const meta = { errorAction: 'reports' as const, silent: true };
  const evaluation = trpc.reports.evaluationOwn.useQuery(input, { enabled: kind === 'evaluation', meta });
  const preEvaluation = trpc.reports.preEvaluationOwn.useQuery(input, { enabled: kind === 'pre_evaluation', meta });
  const own = kind === 'evaluation' ? evaluation : preEvaluation;
  const shared = useQuery({
    queryKey: ['reports', 'shared', kind, ids.labId, ids.surveyId, ids.parameterId],
    queryFn: ({ signal }) => fetchSharedReport(kind, ids, signal),
    meta,
  });

  const mismatch = own.data !== undefined && shared.data !== undefined && own.data.sharedVersion !== shared.data.version;
  const [attempts, setAttempts] = useState(0);
  const { refetch: refetchOwn } = own;
  const { refetch: refetchShared } = shared;
  useEffect(() => {
    if (!mismatch || attempts >= MISMATCH_RETRIES) return;
    let active = true;
    void Promise.all([refetchOwn(), refetchShared()]).then(() => {
      if (active) setAttempts((n) => n + 1);
    });
    return () => {
      active = false;
    };
  }, [mismatch, attempts, refetchOwn, refetchShared]);

  const data = useMemo(
    () => (own.data && shared.data && own.data.sharedVersion === shared.data.version ? labReport(shared.data, own.data) : undefined),
    [own.data, shared.data],
  );
  const exhausted = mismatch && attempts >= MISMATCH_RETRIES;
  const mismatchError = useMemo(() => (exhausted ? new ReportPartsMismatchError() : null), [exhausted]);
  // both parts refused alike (the same access check): the own part's error is the one reported
  const error: unknown = own.error ?? (own.isFetching ? null : (shared.error ?? mismatchError));

  const reportError = useReportError();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!error) return;
    const { type } = classifyError(error);
    if (type === SURVEY_NOT_STARTED_ERROR) navigate(surveyPaths.evaluations(ids.labId), { replace: true });
    else if (type === 'survey_not_ended') navigate(surveyPaths.surveyForm(ids.labId, ids.surveyId), { replace: true });
    else if (!isNotFoundError(error)) {
      reportError(error, {
        action: 'reports',
        retry: () => {
          setAttempts(0);
          void refetchOwn();
          void refetchShared();
        },
      });
    }
  }, [error, refetchOwn, refetchShared, reportError, navigate, ids.labId, ids.surveyId]);
  return { data, error };
}
