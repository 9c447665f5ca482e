import { z } from 'zod';
import { ZDimensionValueType, ZNumericRelation } from './value-types';

/**
 * The events of the results of one lab in one survey (architecture: "Event-sourced results").
 *
 * One stream per lab and survey: `lab-survey-{labId}-{surveyId}`. Event type names carry a version
 * (`ResultValuesSet.v1`); a changed shape gets a new name and the old one keeps parsing. Event
 * schemas are lenient on purpose (what was stored must always parse); the commands in
 * lab-survey-decide.ts are where the rules are checked before anything is stored.
 */

// ---------------------------------------------------------------------------------------------
// Stream ids

export const LAB_SURVEY_STREAM_PREFIX = 'lab-survey-';

export function labSurveyStreamId(labId: number, surveyId: number): string {
  return `${LAB_SURVEY_STREAM_PREFIX}${labId}-${surveyId}`;
}

const LAB_SURVEY_STREAM = /^lab-survey-(\d+)-(\d+)$/;

/** The lab and survey of a `lab-survey-{labId}-{surveyId}` stream; null for any other stream. */
export function parseLabSurveyStreamId(streamId: string): { labId: number; surveyId: number } | null {
  const match = LAB_SURVEY_STREAM.exec(streamId);
  if (!match) return null;
  return { labId: Number(match[1]), surveyId: Number(match[2]) };
}

// ---------------------------------------------------------------------------------------------
// Values

const ZId = z.number().int();
/** A scalar result value: a number (numeric), a text (text, date_time ISO string, nominal code), or none. */
export const ZResultScalar = z.union([z.string(), z.number(), z.null()]);
export type ResultScalar = z.infer<typeof ZResultScalar>;

/** One part of a composite value. */
export const ZResultValueComponentData = z.object({
  dimensionId: z.string().min(1),
  value: ZResultScalar,
  valueId: ZId.nullable(),
  unitId: ZId.nullable(),
});
export type ResultValueComponentData = z.infer<typeof ZResultValueComponentData>;

/**
 * The value of one dimension of one result (spec 1 §3 "Value"). `value` holds the number of a
 * numeric value, the text of text/date_time, the code of a nominal value (whose id is `valueId`);
 * a document value points at a row of `files` (`fileId`, with `name`, `mediaType`, `size`).
 */
export const ZResultValueData = z.object({
  dimensionId: z.string().min(1),
  type: ZDimensionValueType,
  value: ZResultScalar,
  relation: ZNumericRelation.nullable(),
  unitId: ZId.nullable(),
  convertedValue: z.number().nullable(),
  valueId: ZId.nullable(),
  components: z.array(ZResultValueComponentData).optional(),
  fileId: ZId.nullable().optional(),
  name: z.string().nullable().optional(),
  mediaType: z.string().nullable().optional(),
  size: z.number().int().nonnegative().nullable().optional(),
});
export type ResultValueData = z.infer<typeof ZResultValueData>;

/** Where a value sits: parameter × result group × sample (null: not sample-specific, e.g. context). */
export const ZResultCell = z.object({
  parameterId: ZId,
  resultGroupId: ZId,
  sampleId: ZId.nullable(),
});
export type ResultCell = z.infer<typeof ZResultCell>;

// ---------------------------------------------------------------------------------------------
// Events

export const RESULT_EVENT_TYPES = {
  resultValuesSet: 'ResultValuesSet.v1',
  resultValuesCleared: 'ResultValuesCleared.v1',
  parameterResultsDeleted: 'ParameterResultsDeleted.v1',
  surveyValidated: 'SurveyValidated.v1',
  surveyInvalidated: 'SurveyInvalidated.v1',
  resultGroupUpdated: 'ResultGroupUpdated.v1',
  resultGroupAdded: 'ResultGroupAdded.v1',
} as const;
export type ResultEventType = (typeof RESULT_EVENT_TYPES)[keyof typeof RESULT_EVENT_TYPES];
export const RESULT_EVENT_TYPE_LIST: readonly ResultEventType[] = Object.values(RESULT_EVENT_TYPES);

/** Values of some dimensions of one cell were set (created or changed). */
export const ZResultValuesSet = z.object({
  type: z.literal(RESULT_EVENT_TYPES.resultValuesSet),
  data: ZResultCell.extend({ values: z.array(ZResultValueData).min(1) }),
});
export type ResultValuesSet = z.infer<typeof ZResultValuesSet>;

/** Values of one cell were cleared: the listed dimensions, or every dimension when none are listed. */
export const ZResultValuesCleared = z.object({
  type: z.literal(RESULT_EVENT_TYPES.resultValuesCleared),
  data: ZResultCell.extend({ dimensionIds: z.array(z.string().min(1)).optional() }),
});
export type ResultValuesCleared = z.infer<typeof ZResultValuesCleared>;

/** Every value of a parameter (all result groups and samples) was deleted. */
export const ZParameterResultsDeleted = z.object({
  type: z.literal(RESULT_EVENT_TYPES.parameterResultsDeleted),
  data: z.object({ parameterId: ZId }),
});
export type ParameterResultsDeleted = z.infer<typeof ZParameterResultsDeleted>;

/** The lab validated (locked) its results with the validation password. */
export const ZSurveyValidated = z.object({
  type: z.literal(RESULT_EVENT_TYPES.surveyValidated),
  data: z.object({}),
});
export type SurveyValidated = z.infer<typeof ZSurveyValidated>;

/** The lab revoked its validation. */
export const ZSurveyInvalidated = z.object({
  type: z.literal(RESULT_EVENT_TYPES.surveyInvalidated),
  data: z.object({}),
});
export type SurveyInvalidated = z.infer<typeof ZSurveyInvalidated>;

/** The lab renamed or commented one of its result groups (name null: back to the default name). */
export const ZResultGroupUpdated = z.object({
  type: z.literal(RESULT_EVENT_TYPES.resultGroupUpdated),
  data: z.object({ resultGroupId: ZId, name: z.string().nullable(), comment: z.string().nullable() }),
});
export type ResultGroupUpdated = z.infer<typeof ZResultGroupUpdated>;

/**
 * The lab added a result group: its id (taken from the table's sequence before the command), the
 * ordinal the stream gave it, and its name and comment (null: the default name). Its projection
 * inserts the group's row.
 */
export const ZResultGroupAdded = z.object({
  type: z.literal(RESULT_EVENT_TYPES.resultGroupAdded),
  data: z.object({ resultGroupId: ZId, ordinal: ZId, name: z.string().nullable(), comment: z.string().nullable() }),
});
export type ResultGroupAdded = z.infer<typeof ZResultGroupAdded>;

export const ZResultEvent = z.discriminatedUnion('type', [
  ZResultValuesSet,
  ZResultValuesCleared,
  ZParameterResultsDeleted,
  ZSurveyValidated,
  ZSurveyInvalidated,
  ZResultGroupUpdated,
  ZResultGroupAdded,
]);
export type ResultEvent = z.infer<typeof ZResultEvent>;

export function isResultEventType(type: string): type is ResultEventType {
  return (RESULT_EVENT_TYPE_LIST as readonly string[]).includes(type);
}

/** Parses a stored event (type + data) into a result event; throws a ZodError on malformed data. */
export function parseResultEvent(event: { type: string; data: unknown }): ResultEvent {
  return ZResultEvent.parse({ type: event.type, data: event.data });
}

// ---------------------------------------------------------------------------------------------
// History (spec 1 §3 "History event")

export const RESULT_HISTORY_ACTIONS = ['create', 'update', 'delete', 'validate', 'invalidate'] as const;
export type ResultHistoryAction = (typeof RESULT_HISTORY_ACTIONS)[number];
export const ZResultHistoryAction = z.enum(RESULT_HISTORY_ACTIONS);
