import { z } from 'zod';
import { oneAcceptanceLimit, REFERENCE_SOURCES, ZReferenceValueObject } from '@eqa/core';
import { bodyField, ZId } from '../../shared.types';
import { ZLocalized } from '../config.types';

/** A sample's reference value of one parameter (docs/decisions/evaluation.md "Reference values"). */
export const ZReferenceValue = z.object({
  assignedValue: z.number(),
  /** null: stored without one (imported); the report says 'unspecified'. */
  source: z.enum(REFERENCE_SOURCES).nullable(),
  standardUncertainty: z.number().nullable(),
  acceptanceAbsolute: z.number().nullable(),
  acceptancePercent: z.number().nullable(),
});
export type TReferenceValue = z.infer<typeof ZReferenceValue>;

/** A numeric parameter of the survey's scheme version, with the sample's reference value (null: the consensus). */
export const ZSampleReferenceParameter = z.object({
  parameterId: z.number().int(),
  name: ZLocalized,
  /** The evaluation unit the values are in. */
  unit: z.object({ id: z.number().int(), name: ZLocalized }).nullable(),
  referenceValue: ZReferenceValue.nullable(),
});
export type TSampleReferenceParameter = z.infer<typeof ZSampleReferenceParameter>;

export const ZSampleReferenceValues = z.object({
  sampleId: z.number().int(),
  /** The numeric parameters of the survey's scheme version, in its order. */
  parameters: z.array(ZSampleReferenceParameter),
});
export type TSampleReferenceValues = z.infer<typeof ZSampleReferenceValues>;

export const ZReferenceValuesInput = z.object({ orgId: ZId, surveyId: ZId, sampleId: ZId });

export const ZReferenceValueIdInput = ZReferenceValuesInput.extend({ parameterId: ZId });

const reference = ZReferenceValueObject.shape;

/** PUT …/samples/{sampleId}/reference_values/{parameterId}: core's reference value fields, JSON numbers only (bodyField). */
export const ZSetReferenceValueInput = ZReferenceValueIdInput.extend({
  assignedValue: bodyField(reference.assignedValue),
  source: reference.source,
  standardUncertainty: bodyField(reference.standardUncertainty),
  acceptanceAbsolute: bodyField(reference.acceptanceAbsolute),
  acceptancePercent: bodyField(reference.acceptancePercent),
}).superRefine(oneAcceptanceLimit);
export type TSetReferenceValueInput = z.infer<typeof ZSetReferenceValueInput>;
