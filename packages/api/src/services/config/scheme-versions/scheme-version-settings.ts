import { API_MESSAGES, AppError, normalizeCertificateExpiryMonths, normalizeSignificantDiffWarningDays } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** What a create or PATCH sends of the settings (undefined: unchanged). */
export interface SchemeVersionSettingsInput {
  current?: boolean | undefined;
  hidden?: boolean | undefined;
  pdfDownloadDisabled?: boolean | undefined;
  evaluationDisabled?: boolean | undefined;
  certificateExpiryMonths?: number | null | undefined;
  defaultLatestResultsFilter?: boolean | undefined;
  mandatoryContextIds?: string[] | undefined;
  significantDiffWarningDays?: number | null | undefined;
}

/**
 * The settings columns to write (spec 3 §5 normalisation: certificateExpiryMonths < 1 or empty → null,
 * significantDiffWarningDays < 1 → 0, empty → 3). mandatoryContextIds must be known dimensions (422).
 */
export async function settingsPatch(db: Executor, input: SchemeVersionSettingsInput) {
  if (input.mandatoryContextIds && input.mandatoryContextIds.length > 0) {
    const ids = [...new Set(input.mandatoryContextIds)];
    const known = await db.selectFrom('dimensions').select('id').where('id', 'in', ids).execute();
    const unknown = ids.find((id) => !known.some((d) => d.id === id));
    if (unknown !== undefined) throw AppError.constraint('mandatoryContextIds', API_MESSAGES.unknownDimension, undefined, { id: unknown });
  }
  return {
    ...(input.current !== undefined ? { current: input.current } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...(input.pdfDownloadDisabled !== undefined ? { pdfDownloadDisabled: input.pdfDownloadDisabled } : {}),
    ...(input.evaluationDisabled !== undefined ? { evaluationDisabled: input.evaluationDisabled } : {}),
    ...(input.certificateExpiryMonths !== undefined ? { certificateExpiryMonths: normalizeCertificateExpiryMonths(input.certificateExpiryMonths) } : {}),
    ...(input.defaultLatestResultsFilter !== undefined ? { defaultLatestResultsFilter: input.defaultLatestResultsFilter } : {}),
    ...(input.mandatoryContextIds !== undefined ? { mandatoryContextIds: [...new Set(input.mandatoryContextIds)] } : {}),
    ...(input.significantDiffWarningDays !== undefined
      ? { significantDiffWarningDays: normalizeSignificantDiffWarningDays(input.significantDiffWarningDays) }
      : {}),
  };
}

/** 422 schemeId unless the scheme belongs to the org. */
export async function assertSchemeOfOrg(db: Executor, orgId: number, schemeId: number): Promise<void> {
  const scheme = await db.selectFrom('schemes').select('id').where('id', '=', schemeId).where('orgId', '=', orgId).executeTakeFirst();
  if (!scheme) throw AppError.constraint('schemeId', API_MESSAGES.unknownScheme);
}
