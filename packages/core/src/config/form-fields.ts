import { z } from 'zod';
import { hasAnyLocale, localize } from '../platform/localized';
import { DIMENSION_VALUE_TYPES } from '../results/value-types';
import { DIMENSION_MEDIA_TYPES } from './constants';
import { deriveDimensionId, isValidDimensionId } from './dimension-id';
import { cleanLocalized } from './localized-rules';
import { parseIntegerInput } from './numbers';
import { REQUIRED_FIELD } from './violation';

/**
 * The fields of the administration's create forms (spec 3 §2/§5), as the web's forms validate them
 * with react-hook-form's zod resolver: the same rules the services apply to the procedures' input
 * (requiredLocalizedViolation, requiredTextViolation: 422 param = the field, requiredField), the
 * path ids (orgId, surveyId) left to the caller. docs/decisions/web-forms.md.
 */

/** A multilingual text with a text in one locale at least (requiredLocalizedViolation). */
export const ZRequiredLocalized = z.record(z.string(), z.string()).refine((value) => hasAnyLocale(value), { message: REQUIRED_FIELD });

/** A multilingual text that may be left blank in every locale. */
export const ZOptionalLocalized = z.record(z.string(), z.string());

/** A plain text that must not be blank (requiredTextViolation: sample name, scheme short name). */
export const ZRequiredText = z.string().refine((value) => value.trim().length > 0, { message: REQUIRED_FIELD });

/** A chosen item (a scheme, a round, a unit): null until chosen, then its id (requiredField). */
export const ZRequiredId = z
  .number()
  .int()
  .positive()
  .nullable()
  // a plain boolean, not a type guard: the form's value stays `number | null` (react-hook-form's input and output alike)
  .refine((id): boolean => id !== null, { message: REQUIRED_FIELD });

/** config.units.create: a multilingual name. */
export const ZNewUnitFields = z.object({ name: ZRequiredLocalized });
export type TNewUnitFields = z.infer<typeof ZNewUnitFields>;

/** config.parameters.create: a multilingual name, a qualifier (optional). */
export const ZNewParameterFields = z.object({ name: ZRequiredLocalized, qualifier: ZOptionalLocalized });
export type TNewParameterFields = z.infer<typeof ZNewParameterFields>;

/** config.schemeVersions.create: the scheme and a multilingual name. */
export const ZNewSchemeVersionFields = z.object({ schemeId: ZRequiredId, name: ZRequiredLocalized });
export type TNewSchemeVersionFields = z.infer<typeof ZNewSchemeVersionFields>;

/** config.surveys.create: the scheme version and the round. */
export const ZNewSurveyFields = z.object({ schemeVersionId: ZRequiredId, roundId: ZRequiredId });
export type TNewSurveyFields = z.infer<typeof ZNewSurveyFields>;

const INVALID_INTEGER = 'config.common.invalidInteger';

/** A whole number typed into a form (the kit's integer field: NaN for a word), within the ordinal's range. */
export const ZIntegerField = z
  .number({ message: INVALID_INTEGER })
  .int({ message: INVALID_INTEGER })
  .min(-1_000_000, { message: INVALID_INTEGER })
  .max(1_000_000, { message: INVALID_INTEGER });

/**
 * A whole number typed as text that may be left blank (a lab id to narrow a job to, a scheme
 * version's certificate expiry months): blank or a whole number (parseIntegerInput), else invalidInteger.
 */
export const ZOptionalIntegerText = z.string().refine((text) => text.trim() === '' || parseIntegerInput(text) !== null, { message: INVALID_INTEGER });

/**
 * An ordinal typed as text (a unit's or a parameter's, saved as typed): required, then a whole
 * number written as one ('1.5' or '01' are not), else invalidInteger (spec 3 §5 "unit ordinal
 * numeric and required").
 */
export const ZOrdinalText = z
  .string()
  .refine((text) => text.trim() !== '', { message: REQUIRED_FIELD })
  .refine((text) => text.trim() === '' || String(parseIntegerInput(text)) === text.trim(), { message: INVALID_INTEGER });

/** config.rounds.create / update: year, ordinal (1 or more), name (blank: the default 'year/ordinal'), deadline ('YYYY-MM-DDTHH:mm' local, '' for none). */
export const ZRoundFields = z.object({
  year: ZIntegerField,
  ordinal: ZIntegerField.min(1, { message: INVALID_INTEGER }),
  name: z.string().max(200),
  deadline: z.string(),
});
export type TRoundFields = z.infer<typeof ZRoundFields>;

/** config.products.createGroup / updateGroup: ordinal, a multilingual name, a description (optional). */
export const ZProductGroupFields = z.object({ ordinal: ZIntegerField, name: ZRequiredLocalized, description: ZOptionalLocalized });
export type TProductGroupFields = z.infer<typeof ZProductGroupFields>;

/** config.schemes.createAccreditation / updateAccreditation: the parameter and the dates ('YYYY-MM-DD', '' for none); accreditationViolation decides. */
export const ZAccreditationFields = z.object({ paramId: z.number().int().positive().nullable(), accreditedStartsAt: z.string(), accreditedEndsAt: z.string() });
export type TAccreditationFields = z.infer<typeof ZAccreditationFields>;

/** config.surveys.setDates: the mode, the chosen surveys (one at least) and the dates of the mode ('YYYY-MM-DDTHH:mm' local, '' for none). */
export const ZSetDatesFields = z.object({
  onlyEvaluationDates: z.boolean(),
  surveyIds: z.array(z.number().int().positive()).min(1, { message: 'config.rounds.dates.noSelection' }),
  startsAt: z.string(),
  endsAt: z.string(),
  expectedEvaluationAt: z.string(),
  evaluatedAt: z.string(),
});
export type TSetDatesFields = z.infer<typeof ZSetDatesFields>;

/** A dimension's type-specific settings (spec 3 §2): the value type is required. */
export const ZDimensionSettingsFields = z.object({
  valueType: z.union([z.enum(DIMENSION_VALUE_TYPES), z.literal('')]).refine((type): boolean => type !== '', { message: REQUIRED_FIELD }),
  unitId: z.number().nullable(),
  unitIds: z.array(z.number()),
  mediaType: z.enum(DIMENSION_MEDIA_TYPES).nullable(),
  multipleValues: z.boolean(),
  negativeAllowed: z.boolean(),
});

/** config.dimensions.update: a multilingual name, the ordinal and the settings. */
export const ZDimensionFields = z.object({ name: ZRequiredLocalized, ordinal: ZIntegerField, settings: ZDimensionSettingsFields });
export type TDimensionFields = z.infer<typeof ZDimensionFields>;

/** The id a new dimension gets: the one typed, else the one derived from the (English, else first) name. */
export function newDimensionId(values: { name: Record<string, string>; id: string | null }): string {
  return values.id ?? deriveDimensionId(localize(cleanLocalized(values.name), 'en'));
}

/**
 * config.dimensions.create: a multilingual name, the id (null while the user has typed none: then the
 * one derived from the name; required, snake_case), the ordinal (null: the next free one, shown once
 * known) and the type-specific settings; the value type is required.
 */
export const ZNewDimensionFields = z
  .object({
    name: ZRequiredLocalized,
    id: z.string().nullable(),
    ordinal: ZIntegerField.nullable(),
    settings: ZDimensionSettingsFields,
  })
  .superRefine((values, ctx) => {
    const id = newDimensionId(values);
    if (id === '') ctx.addIssue({ code: 'custom', path: ['id'], message: REQUIRED_FIELD });
    else if (!isValidDimensionId(id)) ctx.addIssue({ code: 'custom', path: ['id'], message: 'config.dimensions.invalidId' });
  });
export type TNewDimensionFields = z.infer<typeof ZNewDimensionFields>;

/**
 * config.dimensions.createValue / updateValue of a nominal dimension: the multilingual value (one
 * locale at least: requiredLocalizedViolation), the ordinal and the deprecated flag. The ordinal is
 * free among the other values' (ordinalTakenViolation: the dialog adds it, it knows the others).
 */
export const ZNominalValueFields = z.object({ value: ZRequiredLocalized, ordinal: ZIntegerField, deprecated: z.boolean() });
export type TNominalValueFields = z.infer<typeof ZNominalValueFields>;

/**
 * config.dimensions.createValue / updateValue of a composite dimension: the component dimension (null
 * until chosen: requiredField; compositeComponentViolation decides on the server) and the ordinal.
 */
export const ZCompositeComponentFields = z.object({
  componentDimensionId: z
    .string()
    .nullable()
    .refine((id): boolean => id !== null && id !== '', { message: REQUIRED_FIELD }),
  ordinal: ZIntegerField,
});
export type TCompositeComponentFields = z.infer<typeof ZCompositeComponentFields>;

/** config.schemeVersions.addParameter: a parameter and a group (optional). */
export const ZAddSchemeVersionParameterFields = z.object({ paramId: ZRequiredId, groupId: z.number().int().positive().nullable() });
export type TAddSchemeVersionParameterFields = z.infer<typeof ZAddSchemeVersionParameterFields>;

const INVALID_NUMBER = 'config.common.invalidNumber';
/** An optional number of a form that may not be negative (the kit's number field: null blank, NaN a word). */
const ZOptionalNonNegative = z.number({ message: INVALID_NUMBER }).min(0, { message: INVALID_NUMBER }).nullable();

/**
 * config.schemeVersions.updateParameter: ordinal, group, the result and context dimensions
 * (schemeVersionParameterViolation decides), hidden, and the evaluation settings (not negative;
 * the minimum participants a whole number).
 */
export const ZSchemeVersionParameterFields = z.object({
  ordinal: ZIntegerField,
  groupId: z.number().int().positive().nullable(),
  resultDimensionIds: z.array(z.string()),
  contextDimensionIds: z.array(z.string()),
  hidden: z.boolean(),
  sigmaPtPercent: ZOptionalNonNegative,
  acceptancePercent: ZOptionalNonNegative,
  acceptanceAbsolute: ZOptionalNonNegative,
  minParticipants: ZOptionalNonNegative.refine((value) => value === null || Number.isInteger(value), { message: INVALID_NUMBER }),
});
export type TSchemeVersionParameterFields = z.infer<typeof ZSchemeVersionParameterFields>;

/** config.labProfile.addSatellites: one lab at least. */
export const ZAddSatellitesFields = z.object({ satelliteIds: z.array(z.number().int().positive()).min(1, { message: 'config.labProfile.satellites.selectRequired' }) });
export type TAddSatellitesFields = z.infer<typeof ZAddSatellitesFields>;
