import type { z } from 'zod';

/** A broken rule as core's rules answer it (ConfigViolation and its kin): the field and the message code. */
export interface RuleViolation {
  param: string;
  message: string;
}

/**
 * A form's schema with one of core's rules on the whole value (accreditationViolation,
 * surveyDateOrderViolation, …): the rule's violation becomes the error of the field it names, its
 * message code translated by the kit's fields — the same rule the service applies, not a copy.
 */
export function withRule<S extends z.ZodType>(schema: S, rule: (values: z.output<S>) => RuleViolation | null): S {
  return schema.superRefine((values, ctx) => {
    const violation = rule(values);
    if (violation) ctx.addIssue({ code: 'custom', path: violation.param.split('.'), message: violation.message });
  });
}
