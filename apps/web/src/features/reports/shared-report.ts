import type { TSharedReport } from '@eqa/core';
import { restFailure, restHeaders } from '../surveys/download';
import type { ReportIds, ReportKind } from './report-paths';

/** GET /api/v1/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/{kind}/shared. */
export function sharedReportPath(kind: ReportKind, ids: ReportIds): string {
  return `/api/v1/labs/${ids.labId}/surveys/${ids.surveyId}/parameters/${ids.parameterId}/reports/${kind}/shared`;
}

/**
 * The part of a report every lab shares (docs/decisions/report-shared-part.md), through the
 * browser's HTTP cache: the server answers `private, no-cache` with an ETag, so a copy kept from an
 * earlier visit is revalidated (304, no body) instead of downloaded again; access is checked on
 * every request. The body is the server's own JSON (core ZSharedReport), not parsed again here.
 */
export async function fetchSharedReport(kind: ReportKind, ids: ReportIds, signal?: AbortSignal): Promise<TSharedReport> {
  const response = await fetch(sharedReportPath(kind, ids), { headers: restHeaders(), ...(signal ? { signal } : {}) });
  if (!response.ok) throw await restFailure(response);
  return (await response.json()) as TSharedReport;
}
