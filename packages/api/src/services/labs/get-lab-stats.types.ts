import { z } from 'zod';
import { ZId } from '../shared.types';

export const ZGetLabStatsInput = z.object({ labId: ZId });

/** Spec 1 §3 "Lab statistics" (the badges of the lab menu). */
export const ZLabStats = z.object({
  inProgressSurveysWithoutValidation: z.number().int(),
  evaluationErrors: z.number().int(),
  dirtyOrders: z.number().int(),
  unpaidInvoices: z.number().int(),
  lateInvoicePayments: z.number().int(),
  surveysWithInvalidResultsInCurrentYear: z.number().int(),
});
export type TLabStats = z.infer<typeof ZLabStats>;
