import type { EvaluationKind } from '@eqa/core';
import { cached } from '../../caches';
import { encodeJson, type EncodedJson } from '../../encoded-json';
import { openReport, sharedReportOf, type ReportAddress, type ReportServiceContext } from './shared-report';

/**
 * GET …/reports/evaluation/shared | pre_evaluation/shared: the part of the report every lab of the
 * survey shares (core TSharedReport), after the same access check as the report on every request.
 * Serialized once per key (kind, survey, parameter, run, sample order) with its gzip and brotli,
 * and kept (caches.sharedReportBodies); `version` names it (the ETag's tag, the own part's
 * sharedVersion).
 */
export async function getSharedReport(ctx: ReportServiceContext, at: ReportAddress, kind: EvaluationKind): Promise<{ version: string; body: EncodedJson }> {
  const report = await openReport(ctx, at, kind, { own: false });
  const body = await cached(ctx.caches.sharedReportBodies, report.key, async () => encodeJson((await sharedReportOf(ctx, report)).report));
  return { version: report.version, body };
}
