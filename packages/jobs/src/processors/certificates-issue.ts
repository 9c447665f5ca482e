import { issueCertificates, type IssueCertificatesResult } from '@eqa/db';
import type { JobPayloads } from '@eqa/core';
import type { ProcessorContext } from './processor';

/**
 * certificates.issue: issues the year's certificates of an org's labs as of the publication's time
 * (db issueCertificates): nothing until every survey of the year is evaluated; then a first version
 * per lab, or a new version of each certificate whose content changed (the old one replaced).
 */
export async function processCertificatesIssue(ctx: ProcessorContext, payload: JobPayloads['certificates.issue']): Promise<IssueCertificatesResult> {
  const result = await issueCertificates(ctx.db, {
    orgId: payload.orgId,
    year: payload.year,
    labIds: payload.labIds,
    now: new Date(payload.asOf),
    createdBy: null,
    requireYearEvaluated: true,
  });
  ctx.logger.info('certificates', { orgId: payload.orgId, year: payload.year, yearEvaluated: result.yearEvaluated, issued: result.issued.length, unchanged: result.unchanged.length });
  return result;
}
