import { z } from 'zod';

/**
 * Reference values of a sample (ISO 13528:2022 §7): per sample and numeric parameter, an assigned
 * value X from outside the participants' results, where it comes from, its standard uncertainty
 * u(X) and optional fixed acceptance limits (± absolute or ± % around X). The evaluation uses them
 * instead of the consensus of the group (docs/decisions/evaluation.md "Reference values").
 */

/**
 * The result dimension in which a lab reports the standard uncertainty u(x) of its result (numeric,
 * in the parameter's evaluation unit): a parameter whose scheme version lists it among its result
 * dimensions gets ζ and Eₙ; it is never the evaluated dimension.
 */
export const UNCERTAINTY_DIMENSION_ID = 'standard_uncertainty';

/** Where an assigned value comes from (ISO 13528:2022 7.3–7.6). */
export const REFERENCE_SOURCES = ['formulation', 'certified_reference_material', 'reference_laboratory', 'expert_consensus'] as const;
export type ReferenceSource = (typeof REFERENCE_SOURCES)[number];

/**
 * The source of a statistics row's assigned value: a reference source, `consensus` (Algorithm A of
 * the group), or `unspecified` (a reference value stored without its source, e.g. imported).
 */
export const ASSIGNED_VALUE_SOURCES = ['consensus', ...REFERENCE_SOURCES, 'unspecified'] as const;
export type AssignedValueSource = (typeof ASSIGNED_VALUE_SOURCES)[number];

/** Message codes of the reference-value rules (i18n keys; the web translates them in en and hu). */
export const REFERENCE_VALUE_MESSAGES = {
  invalidNumber: 'config.samples.referenceValues.invalidNumber',
  negativeUncertainty: 'config.samples.referenceValues.negativeUncertainty',
  limitNotPositive: 'config.samples.referenceValues.limitNotPositive',
  limitsBoth: 'config.samples.referenceValues.limitsBoth',
  numericOnly: 'config.samples.referenceValues.numericOnly',
} as const;

const number = () => z.number({ error: REFERENCE_VALUE_MESSAGES.invalidNumber });
const limit = () =>
  number()
    .positive({ error: REFERENCE_VALUE_MESSAGES.limitNotPositive })
    .nullable()
    .default(null);

/** The fields of a reference value without the one-limit rule (to extend with ids; refine with oneAcceptanceLimit). */
export const ZReferenceValueObject = z.object({
  /** The assigned value X, in the parameter's evaluation unit. */
  assignedValue: number(),
  source: z.enum(REFERENCE_SOURCES),
  /** Standard uncertainty u(X) ≥ 0 (0: negligible, e.g. a gravimetric formulation). */
  standardUncertainty: number().nonnegative({ error: REFERENCE_VALUE_MESSAGES.negativeUncertainty }),
  /** Fixed acceptance limit ± this many units of the evaluation unit around X. */
  acceptanceAbsolute: limit(),
  /** Fixed acceptance limit ± this many percent of |X| around X. */
  acceptancePercent: limit(),
});

/** The fixed acceptance limit is absolute OR percent, never both (param acceptancePercent). */
export function oneAcceptanceLimit(value: { acceptanceAbsolute: number | null; acceptancePercent: number | null }, context: z.RefinementCtx): void {
  if (value.acceptanceAbsolute !== null && value.acceptancePercent !== null) {
    context.addIssue({ code: 'custom', path: ['acceptancePercent'], message: REFERENCE_VALUE_MESSAGES.limitsBoth });
  }
}

/**
 * The fields of a reference value as a client sends them (the PUT's body, and the web form's
 * schema). The fixed acceptance limit is absolute OR percent, never both (422 param
 * acceptancePercent, config.samples.referenceValues.limitsBoth); both null: no fixed limit.
 */
export const ZReferenceValueFields = ZReferenceValueObject.superRefine(oneAcceptanceLimit);
export type TReferenceValueFields = z.infer<typeof ZReferenceValueFields>;
export type TReferenceValueFieldsIn = z.input<typeof ZReferenceValueFields>;
