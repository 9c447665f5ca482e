import { z } from 'zod';
import { ZId } from '../shared.types';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

/** The accounting export's period: issue days (Europe/Budapest) from `from` to `to`, inclusive, at most a year and a bit. */
export const ZAccountingExportInput = z
  .object({ orgId: ZId, from: ZDay, to: ZDay })
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'invoices.periodEndBeforeStart' });
export type TAccountingExportInput = z.infer<typeof ZAccountingExportInput>;
