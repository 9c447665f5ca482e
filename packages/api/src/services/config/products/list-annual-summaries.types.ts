import { z } from 'zod';
import { ZId, listOutput } from '../../shared.types';

export const ZListAnnualSummariesInput = z.object({ orgId: ZId });

/** A year of the products page: the product count; the current year is highlighted, next year is always listed. */
export const ZAnnualSummary = z.object({
  year: z.number().int(),
  productCount: z.number().int(),
  current: z.boolean(),
  /** Next year with no products yet: the page offers the copy from last year. */
  copyAvailable: z.boolean(),
});
export const ZListAnnualSummariesOutput = listOutput(ZAnnualSummary);
export type TListAnnualSummariesOutput = z.infer<typeof ZListAnnualSummariesOutput>;
