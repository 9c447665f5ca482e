import { z } from 'zod';
import { ZLocalized, ZParameterRef } from '../config.types';
import { ZParameterGroup } from '../parameters/parameter.types';

/** A parameter of a scheme version with its dimensions and evaluation settings. */
export const ZSchemeVersionParameter = z.object({
  parameterId: z.number().int(),
  parameter: ZParameterRef,
  ordinal: z.number().int(),
  groupId: z.number().int().nullable(),
  hidden: z.boolean(),
  resultDimensionIds: z.array(z.string()),
  contextDimensionIds: z.array(z.string()),
  /** Fixed σpt as % of the assigned value (null: robust SD of the results). */
  sigmaPtPercent: z.number().nullable(),
  /** Acceptance limit ± % of the target. */
  acceptancePercent: z.number().nullable(),
  /** Acceptance limit ± absolute (evaluation unit); the wider of the two applies. */
  acceptanceAbsolute: z.number().nullable(),
  minParticipants: z.number().int().nullable(),
});
export type TSchemeVersionParameter = z.infer<typeof ZSchemeVersionParameter>;

/** A scheme version in the list (spec 3 §3 "Scheme version"). */
export const ZSchemeVersionSummary = z.object({
  id: z.number().int(),
  scheme: z.object({ id: z.number().int(), shortName: z.string(), deletable: z.boolean() }),
  name: ZLocalized,
  description: ZLocalized.nullable(),
  current: z.boolean(),
  hidden: z.boolean(),
  /** false: in use (a survey runs it); the detail shows the in-use banner. */
  deletable: z.boolean(),
  pdfDownloadDisabled: z.boolean(),
  evaluationDisabled: z.boolean(),
  certificateExpiryMonths: z.number().int().nullable(),
  defaultLatestResultsFilter: z.boolean(),
  mandatoryContextIds: z.array(z.string()),
  significantDiffWarningDays: z.number().int(),
  parameterCount: z.number().int(),
  surveyCount: z.number().int(),
});
export type TSchemeVersionSummary = z.infer<typeof ZSchemeVersionSummary>;

/** The scheme version page: settings, parameters (by group ordinal, ungrouped last) and their groups. */
export const ZSchemeVersion = ZSchemeVersionSummary.extend({
  parameters: z.array(ZSchemeVersionParameter),
  parameterGroups: z.array(ZParameterGroup),
});
export type TSchemeVersion = z.infer<typeof ZSchemeVersion>;

/** A nominal value offered for a parameter's dimension. */
export const ZDimensionValueOption = z.object({ id: z.number().int(), value: ZLocalized, ordinal: z.number().int(), deprecated: z.boolean() });
/** A unit offered for a parameter's numeric dimension. */
export const ZDimensionUnitOption = z.object({
  id: z.number().int(),
  name: ZLocalized,
  ordinal: z.number().int(),
  defaultUnit: z.boolean(),
  evaluationUnit: z.boolean(),
});
