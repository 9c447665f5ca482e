import { z } from 'zod';
import { ZBulkResultValuesPayload, ZResultValueInput, ZResultValuesPayload, MAX_VALUES_PER_RESULT } from '@eqa/core';
import { bodyField, MAX_INT4, ZId } from '../shared.types';
import { ZResultOut } from '../surveys/get-survey-form.types';

/**
 * The lab-survey stream version the client based its edit on (the form's streamVersion, or the
 * answer of its previous write). Optional on every write: without it the write is unconditional
 * (like an HTTP PUT without If-Match). With it, a write conflicts (409 stream_version_conflict)
 * only where another session changed what it writes after that version: reload those results.
 */
export const ZExpectedVersion = bodyField(z.number().int().min(0).max(MAX_INT4)).optional();

/** The expected version as a query value (DELETE …/parameters/{paramId}?expected_version=3): text converts. */
export const ZExpectedVersionQuery = z.number().int().min(0).max(MAX_INT4).optional();

/**
 * PUT /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values:
 * { expectedVersion, sampleId | null, values[] } (core ZResultValuesPayload; an empty entry clears
 * its dimension).
 */
export const ZSaveValuesInput = z.object({
  labId: ZId,
  surveyId: ZId,
  paramId: ZId,
  groupId: ZId,
  expectedVersion: ZExpectedVersion,
  sampleId: bodyField(ZResultValuesPayload.shape.sampleId),
  values: bodyField(ZResultValuesPayload.shape.values),
});
export type TSaveValuesInput = z.infer<typeof ZSaveValuesInput>;

/** PUT /labs/{labId}/surveys/{surveyId}/parameters/values: several results at once (core ZBulkResultValuesPayload). */
export const ZSaveBulkInput = z.object({
  labId: ZId,
  surveyId: ZId,
  expectedVersion: ZExpectedVersion,
  results: bodyField(ZBulkResultValuesPayload.shape.results),
});
export type TSaveBulkInput = z.infer<typeof ZSaveBulkInput>;

/** PUT /labs/{labId}/surveys/{surveyId}/samples/{sampleId}/values: the results of one sample. */
export const ZSaveSampleInput = z.object({
  labId: ZId,
  surveyId: ZId,
  sampleId: ZId,
  expectedVersion: ZExpectedVersion,
  results: bodyField(
    z
      .array(
        z.object({
          parameterId: z.number().int().positive().max(MAX_INT4),
          resultGroupId: z.number().int().positive().max(MAX_INT4),
          values: z.array(ZResultValueInput).max(MAX_VALUES_PER_RESULT),
        }),
      )
      .max(1000),
  ),
});
export type TSaveSampleInput = z.infer<typeof ZSaveSampleInput>;

/** What a save answers: the new stream version and the current values of every result written. */
export const ZSaveResultsOutput = z.object({
  streamVersion: z.number().int(),
  /** False when nothing changed (a repeated autosave stores no event). */
  changed: z.boolean(),
  /** One entry per result written, its values as stored now (empty when cleared). */
  results: z.array(ZResultOut.extend({ parameterId: z.number().int() })),
});
export type TSaveResultsOutput = z.infer<typeof ZSaveResultsOutput>;
