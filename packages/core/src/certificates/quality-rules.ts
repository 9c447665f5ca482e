import { z } from 'zod';

/**
 * An organisation's rules for certificates and appeals (issue 35; docs/decisions/certificates.md).
 * |z| ≤ satisfactoryLimit is satisfactory, |z| ≥ actionLimit unsatisfactory, between them
 * questionable (ISO 13528 9.4.2 with the defaults 2 and 3, the same boundaries as the report's
 * classifyZ). A lab "took part" in a scheme when it returned its results on time in at least
 * minReturnedShare of the scheme's rounds it was registered for. Appeals are open for
 * appealWindowDays after the evaluation's publication.
 */
export interface QualityRules {
  satisfactoryLimit: number;
  actionLimit: number;
  /** 0..1 */
  minReturnedShare: number;
  appealWindowDays: number;
}

export const DEFAULT_QUALITY_RULES: QualityRules = {
  satisfactoryLimit: 2,
  actionLimit: 3,
  minReturnedShare: 0.8,
  appealWindowDays: 21,
};

export const QUALITY_RULE_MESSAGES = {
  /** The action limit must lie above the satisfactory limit. */
  actionLimitBelowSatisfactory: 'certificates.errors.actionLimitBelowSatisfactory',
} as const;

/** What staff may set (every field required; the defaults fill an org that never set them). */
export const ZQualityRules = z
  .object({
    satisfactoryLimit: z.number().min(0.5).max(10),
    actionLimit: z.number().min(0.5).max(20),
    minReturnedShare: z.number().min(0).max(1),
    appealWindowDays: z.number().int().min(1).max(365),
  })
  .refine((rules) => rules.actionLimit > rules.satisfactoryLimit, { message: QUALITY_RULE_MESSAGES.actionLimitBelowSatisfactory, path: ['actionLimit'] });

export type ZScoreClass = 'satisfactory' | 'questionable' | 'unsatisfactory';

/** The class of a z score under the org's limits. */
export function classifyZWith(z: number, rules: Pick<QualityRules, 'satisfactoryLimit' | 'actionLimit'>): ZScoreClass {
  const a = Math.abs(z);
  if (a <= rules.satisfactoryLimit) return 'satisfactory';
  return a < rules.actionLimit ? 'questionable' : 'unsatisfactory';
}
