import { z } from 'zod';
import { ZLimit, ZOffset, ZQueryBoolean, listOutput } from '../shared.types';
import { ZLab } from './get-lab.types';

/** The lab list's sort keys (names by folded text, the QC code as a number). */
export const LAB_LIST_SORTS = ['shortName', '-shortName', 'name', '-name', 'city', '-city'] as const;
export type TLabListSort = (typeof LAB_LIST_SORTS)[number];

/** GET /labs (REST query keys may be snake_case: empty_surveys_only, core_labs_only). */
export const ZListLabsInput = z.object({
  offset: ZOffset,
  limit: ZLimit,
  /** Searches the QC code, name and city, ignoring case and accents. */
  query: z.string().max(200).optional(),
  /** Only labs with an in-progress survey that has no result yet. */
  emptySurveysOnly: ZQueryBoolean.optional(),
  /** Only parent (core) labs. */
  coreLabsOnly: ZQueryBoolean.optional(),
  /** The order: a column, '-' first for descending (default: QC code as a number, ascending). */
  sort: z.enum(LAB_LIST_SORTS).optional(),
});
export type TListLabsInput = z.infer<typeof ZListLabsInput>;

export const ZListLabsOutput = listOutput(ZLab);
export type TListLabsOutput = z.infer<typeof ZListLabsOutput>;
