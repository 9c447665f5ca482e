import { z } from 'zod';
import { ZLocalized, ZMoney } from './orders.types';

/** What a lab ordered of a product in the year: sample sets and extra evaluations over its active rounds, and the amount (major units). */
export const ZComparisonCell = z.object({ sampleSets: z.number().int(), extraEvaluations: z.number().int(), amount: ZMoney });

/** GET …/years/{year}/satellite_comparison: the core lab's and its satellites' orders of the year side by side. */
export const ZSatelliteComparison = z.object({
  year: z.number().int(),
  /** The core lab first, then its satellites at the organisation by QC code; totals in each lab's currency. */
  labs: z.array(
    z.object({
      labId: z.number().int(),
      shortName: z.string(),
      name: z.string(),
      currency: z.string(),
      /** Products ordered (active orders). */
      products: z.number().int(),
      total: ZMoney,
    }),
  ),
  /** Products ordered by at least one of the labs, by the product's ordinal; `cells` aligned with `labs` (null: not ordered). */
  products: z.array(
    z.object({
      productId: z.number().int(),
      shortName: z.string(),
      name: ZLocalized,
      labsOrdering: z.number().int(),
      cells: z.array(ZComparisonCell.nullable()),
    }),
  ),
  /** Σ per currency over the labs (never summed across currencies). */
  totals: z.array(z.object({ currency: z.string(), total: ZMoney })),
});
export type TSatelliteComparison = z.infer<typeof ZSatelliteComparison>;
