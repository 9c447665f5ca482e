import { DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS, MIN_CERTIFICATE_EXPIRY_MONTHS } from './constants';
import { CONFIG_MESSAGES } from './messages';
import type { ConfigViolation } from './violation';

/** Spec 3 §5: "certificateExpiryMonths below 1 or empty becomes null". */
export function normalizeCertificateExpiryMonths(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const months = Math.trunc(value);
  return months < MIN_CERTIFICATE_EXPIRY_MONTHS ? null : months;
}

/**
 * Spec 3 §5: "significantDiffWarningDays below 1 becomes 0 (displayed default 3)": an empty value
 * means the default 3, a value below 1 switches the warning off (0).
 */
export function normalizeSignificantDiffWarningDays(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS;
  const days = Math.trunc(value);
  return days < 1 ? 0 : days;
}

/** Spec 3 §5: "scheme can only be changed when deletable" (a version not used by any survey). */
export function schemeChangeViolation(input: { currentSchemeId: number; schemeId: number; deletable: boolean }): ConfigViolation | null {
  if (input.schemeId === input.currentSchemeId || input.deletable) return null;
  return { param: 'schemeId', message: CONFIG_MESSAGES.schemeLocked };
}

/**
 * Spec 3 §5: "Edit-parameter in a scheme version requires result and context dimensions and
 * ordinal"; the dimensions must be ones the parameter has in that role.
 */
export function schemeVersionParameterViolation(input: {
  ordinal: number | null;
  resultDimensionIds: readonly string[];
  contextDimensionIds: readonly string[];
  parameterResultDimensionIds: readonly string[];
  parameterContextDimensionIds: readonly string[];
}): ConfigViolation | null {
  if (input.ordinal === null) return { param: 'ordinal', message: 'requiredField' };
  if (input.resultDimensionIds.length === 0) return { param: 'resultDimensionIds', message: 'requiredField' };
  const strangeResult = input.resultDimensionIds.find((id) => !input.parameterResultDimensionIds.includes(id));
  if (strangeResult !== undefined) {
    return { param: 'resultDimensionIds', message: CONFIG_MESSAGES.noResultDimension, params: { id: strangeResult } };
  }
  const strangeContext = input.contextDimensionIds.find((id) => !input.parameterContextDimensionIds.includes(id));
  if (strangeContext !== undefined) {
    return { param: 'contextDimensionIds', message: CONFIG_MESSAGES.noContextDimension, params: { id: strangeContext } };
  }
  // spec 3 §5: context dimensions are required too — when the parameter has any to choose from
  if (input.contextDimensionIds.length === 0 && input.parameterContextDimensionIds.length > 0) {
    return { param: 'contextDimensionIds', message: 'requiredField' };
  }
  return null;
}
