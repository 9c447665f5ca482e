import { z } from 'zod';
import { DOCUMENT_MEDIA_TYPES, ZDimensionValueType, ZNumericRelation, ZResultFilterMode } from '@eqa/core';
import { ZId, ZLocalizedOut } from '../shared.types';
import { ZSurveyHeader } from './get-survey.types';

export const ZUnitOut = z.object({ id: z.number().int(), name: ZLocalizedOut, ordinal: z.number().int() });
export type TUnitOut = z.infer<typeof ZUnitOut>;

/** A nominal value (spec 3: value per locale, ordinal, deprecated). */
export const ZNominalOptionOut = z.object({
  id: z.number().int(),
  value: ZLocalizedOut,
  ordinal: z.number(),
  deprecated: z.boolean(),
});
export type TNominalOptionOut = z.infer<typeof ZNominalOptionOut>;

export const ZUnitConversionOut = z.object({
  fromUnitId: z.number().int(),
  toUnitId: z.number().int(),
  factor: z.number(),
  parameterId: z.number().int().nullable(),
});

const componentFields = {
  id: z.string(),
  name: ZLocalizedOut,
  ordinal: z.number().int(),
  valueType: ZDimensionValueType,
  multipleValues: z.boolean(),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES).nullable(),
  /** Numeric: whether a value below zero is accepted (else 'value.negativeNotAllowed'). */
  negativeAllowed: z.boolean(),
  /** Default unit of a numeric dimension (the dimension's, else the parameter's evaluation unit). */
  unitId: z.number().int().nullable(),
  /** Units the lab may choose; a unit choice exists when there is more than one. */
  unitIds: z.array(z.number().int()),
  /** The parameter's evaluation unit: convertedValue is in it. */
  evaluationUnitId: z.number().int().nullable(),
  /** The unit the lab last chose for this dimension (Dimension.lastUnitSelected), null when none. */
  lastUnitSelected: z.number().int().nullable(),
  /** Nominal values the control offers (deprecated ones hidden unless evaluated or already chosen). */
  valueCount: z.number().int(),
  /** 'select' up to the autocomplete threshold, then 'autocomplete' (values through the values endpoint). */
  controlKind: z.enum(['select', 'autocomplete']).nullable(),
  /** The offered values when a drop-down is enough (null for autocomplete and non-nominal dimensions). */
  values: z.array(ZNominalOptionOut).nullable(),
};

export const ZFormComponentDimension = z.object(componentFields);

/** Spec 1 §3 "Dimension" as the form uses it. */
export const ZFormDimension = z.object({
  ...componentFields,
  role: z.enum(['result', 'context']),
  /** Required mark: a context dimension listed in mandatoryContextIds. */
  mandatory: z.boolean(),
  components: z.array(ZFormComponentDimension),
});
export type TFormDimension = z.infer<typeof ZFormDimension>;

export const ZResultComponentOut = z.object({
  dimensionId: z.string(),
  value: z.union([z.string(), z.number()]).nullable(),
  valueId: z.number().int().nullable(),
  unitId: z.number().int().nullable(),
  /** The nominal value's name, when valueId is set. */
  name: ZLocalizedOut.nullable(),
});

/** Spec 1 §3 "Value": one current value of one dimension of one result. */
export const ZResultValueOut = z.object({
  dimensionId: z.string(),
  type: ZDimensionValueType,
  /** 0, 1, … for the values of a multiple-value dimension. */
  position: z.number().int(),
  value: z.union([z.string(), z.number()]).nullable(),
  relation: ZNumericRelation.nullable(),
  unitId: z.number().int().nullable(),
  /** The value in the parameter's evaluation unit (exact). */
  convertedValue: z.number().nullable(),
  valueId: z.number().int().nullable(),
  /** Nominal: the value's name and whether it is deprecated. */
  name: ZLocalizedOut.nullable(),
  deprecated: z.boolean(),
  components: z.array(ZResultComponentOut),
  /** Document: the upload id, file name, media type, size and the download path under /api/v1. */
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  mediaType: z.string().nullable(),
  size: z.number().int().nullable(),
  downloadPath: z.string().nullable(),
});
export type TResultValueOut = z.infer<typeof ZResultValueOut>;

/** Spec 1 §3 "Result": the values of one parameter in one result group and sample (null: not sample-specific). */
export const ZResultOut = z.object({
  resultGroupId: z.number().int(),
  sampleId: z.number().int().nullable(),
  /** The result group is hidden. */
  hidden: z.boolean(),
  values: z.array(ZResultValueOut),
});
export type TResultOut = z.infer<typeof ZResultOut>;

/**
 * Spec 1 §3 "Result.sampleResults": how the latest evaluation judged one result of the lab (a result
 * group's values on a sample), with the acceptance criteria it was judged by (in the evaluation unit).
 */
export const ZSampleResultOut = z.object({
  resultGroupId: z.number().int(),
  sampleId: z.number().int(),
  /** valid: accepted; invalid: not accepted; null: not judged (no acceptance criterion). */
  status: z.enum(['valid', 'invalid']).nullable(),
  outlier: z.boolean(),
  hidden: z.boolean(),
  zScore: z.number().nullable(),
  acceptanceCriteria: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), target: z.number().nullable(), unitId: z.number().int().nullable(), unitName: ZLocalizedOut.nullable() })
    .nullable(),
});
export type TSampleResultOut = z.infer<typeof ZSampleResultOut>;

/** Spec 1 §3 "Parameter" on the form. */
export const ZFormParameter = z.object({
  id: z.number().int(),
  name: ZLocalizedOut,
  qualifier: ZLocalizedOut.nullable(),
  ordinal: z.number().int(),
  groupId: z.number().int().nullable(),
  accredited: z.boolean(),
  /** Reported by the lab recently (the 'last_results' filter). */
  flagged: z.boolean(),
  /** A sample result of the lab was evaluated not accepted. */
  invalid: z.boolean(),
  dimensions: z.object({ result: z.array(ZFormDimension), context: z.array(ZFormDimension) }),
  /** The lab's results with values (sparse: cells without values are absent). */
  results: z.array(ZResultOut),
  /**
   * The evaluation of the lab's results once the survey is evaluated and its evaluation open to the
   * lab (not disabled, no late payment); else empty.
   */
  sampleResults: z.array(ZSampleResultOut),
  /** Core parameterDeletion: the delete button. */
  deletion: z.object({ offered: z.boolean(), disabled: z.boolean() }),
  /** Core statisticsButton: where the statistics button goes, null when not offered. */
  statistics: z.object({ target: z.enum(['evaluation', 'pre_evaluation']) }).nullable(),
});
export type TFormParameter = z.infer<typeof ZFormParameter>;

export const ZSampleOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: ZLocalizedOut.nullable(),
  url: z.string().nullable(),
  ordinal: z.number().int(),
});

/** Spec 1 §3 "Result group" (name null: the default name; displayName fills the English default). */
export const ZResultGroupOut = z.object({
  id: z.number().int(),
  ordinal: z.number().int(),
  name: z.string().nullable(),
  displayName: z.string(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
});
export type TResultGroupOut = z.infer<typeof ZResultGroupOut>;

export const ZParameterGroupOut = z.object({
  id: z.number().int(),
  name: ZLocalizedOut,
  ordinal: z.number().int(),
  parameterIds: z.array(z.number().int()),
});

/** GET /labs/{labId}/surveys/{surveyId}/form */
export const ZSurveyFormOutput = z.object({
  survey: ZSurveyHeader,
  samples: z.array(ZSampleOut),
  resultGroups: z.array(ZResultGroupOut),
  /** Grouped parameters, by group ordinal. */
  parameterGroups: z.array(ZParameterGroupOut),
  ungroupedParameterIds: z.array(z.number().int()),
  parameters: z.array(ZFormParameter),
  units: z.array(ZUnitOut),
  conversions: z.array(ZUnitConversionOut),
  /** Core contextFilterState. */
  contextFilter: z.object({ visible: z.boolean(), disabled: z.boolean() }),
  /** Core shouldOpenInstructions (first load: not ended, no results). */
  openInstructions: z.boolean(),
  /** Core shouldShowLatestResultsHint for this user. */
  showLatestResultsHint: z.boolean(),
});
export type TSurveyFormOutput = z.infer<typeof ZSurveyFormOutput>;

/**
 * GET /labs/{labId}/surveys/{surveyId}/form/parameters?context_filter=method:12&filter=empty&query=…
 * contextFilter: a context dimension id, optionally with a nominal value id ('method' or 'method:12'):
 * the parameters having that context dimension (and allowing that value).
 */
export const ZFormParametersInput = z.object({
  labId: ZId,
  surveyId: ZId,
  contextFilter: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(:\d+)?$/, 'contextFilter is a dimension id, optionally with :valueId')
    .optional(),
  filter: ZResultFilterMode.default('all'),
  query: z.string().max(200).optional(),
  locale: z.string().min(2).max(10).default('en'),
});
export type TFormParametersInput = z.infer<typeof ZFormParametersInput>;

export const ZFormParametersOutput = z.object({
  parameters: z.array(ZFormParameter),
  /** Core parameterCheckboxesVisible for this filter. */
  checkboxesVisible: z.boolean(),
  streamVersion: z.number().int(),
});
export type TFormParametersOutput = z.infer<typeof ZFormParametersOutput>;

