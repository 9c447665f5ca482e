import { z } from 'zod';
import { DIMENSION_MEDIA_TYPES, DIMENSION_VALUE_TYPES } from '@eqa/core';
import { ZLocalized, ZParameterRef, ZUnitRef } from '../config.types';
import { ZParameterGroup } from '../parameters/parameter.types';
import { ZSurveySummary } from './survey.types';

/** A dimension of a parameter as the result form shows it. */
export const ZFormDimension = z.object({
  id: z.string(),
  name: ZLocalized,
  valueType: z.enum(DIMENSION_VALUE_TYPES),
  ordinal: z.number().int(),
  multipleValues: z.boolean(),
  mediaType: z.enum(DIMENSION_MEDIA_TYPES).nullable(),
  /** A context dimension that must be filled before validation (the scheme version's mandatoryContextIds). */
  mandatory: z.boolean(),
  evaluationUnit: ZUnitRef.nullable(),
  units: z.array(ZUnitRef),
  /** Nominal values offered (the parameter's allowed ones, or every non-deprecated value). */
  values: z.array(z.object({ id: z.number().int(), value: ZLocalized, ordinal: z.number().int(), deprecated: z.boolean() })),
  components: z.array(z.object({ id: z.string(), name: ZLocalized, valueType: z.enum(DIMENSION_VALUE_TYPES) })),
});

/** GET /orgs/{orgId}/surveys/{id}/form: the survey form in preview mode (always read-only). */
export const ZSurveyForm = z.object({
  survey: ZSurveySummary,
  readOnly: z.literal(true),
  groups: z.array(ZParameterGroup),
  parameters: z.array(
    z.object({
      parameter: ZParameterRef,
      ordinal: z.number().int(),
      groupId: z.number().int().nullable(),
      hidden: z.boolean(),
      resultDimensions: z.array(ZFormDimension),
      contextDimensions: z.array(ZFormDimension),
    }),
  ),
  samples: z.array(z.object({ id: z.number().int(), name: z.string(), description: ZLocalized.nullable(), url: z.string().nullable(), ordinal: z.number().int() })),
});
export type TSurveyForm = z.infer<typeof ZSurveyForm>;
export type TFormDimension = z.infer<typeof ZFormDimension>;
