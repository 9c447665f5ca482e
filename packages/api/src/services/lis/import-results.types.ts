import { z } from 'zod';
import { MAX_IMPORT_BYTES } from '@eqa/core';
import { bodyField, ZId, ZQueryBoolean } from '../shared.types';

export const ZImportFormat = z.enum(['csv', 'fhir']);
export type TImportFormat = z.infer<typeof ZImportFormat>;

/** The web's import (tRPC): the file's text, its format and name; REST takes the raw file (http/lis-routes.ts). */
export const ZImportResultsInput = z.object({
  labId: ZId,
  surveyId: ZId,
  format: bodyField(ZImportFormat),
  fileName: bodyField(z.string().trim().min(1).max(255).nullable()),
  content: bodyField(z.string().max(MAX_IMPORT_BYTES)),
  dryRun: ZQueryBoolean.default(true),
});
export type TImportResultsInput = z.input<typeof ZImportResultsInput>;

export const ZImportReportRow = z.object({
  row: z.number().int(),
  status: z.enum(['accepted', 'refused']),
  /** A refusal's code: the form's (value.*, survey_validated_error, …) or the import's (lis.import.*). */
  type: z.string().optional(),
  /** The values the translation of `type` names. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The refusal in English (screens translate `type`). */
  message: z.string().optional(),
});

/** The per-row report of an import (issue 36 "Shapes"), and whether it was saved. */
export const ZImportReport = z.object({
  accepted: z.number().int(),
  refused: z.number().int(),
  rows: z.array(ZImportReportRow),
  dryRun: z.boolean(),
  /** True when the accepted values were saved (never on a dry run, nor when any row is refused). */
  saved: z.boolean(),
  /** The lab-survey stream's version after the import (before it when nothing was saved). */
  streamVersion: z.number().int(),
});
export type TImportReport = z.infer<typeof ZImportReport>;
