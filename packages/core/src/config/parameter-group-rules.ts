import { z } from 'zod';
import { hasAnyLocale } from '../platform/localized';
import { REQUIRED_FIELD } from './violation';

/** The fields of a parameter group form (issue 33): a name in some locale, a whole-number order. */
export const ZParameterGroupFields = z.object({
  name: z.record(z.string(), z.string()).refine((name) => hasAnyLocale(name), { message: REQUIRED_FIELD }),
  ordinal: z.number({ message: 'config.common.invalidInteger' }).int({ message: 'config.common.invalidInteger' }).min(-1_000_000, { message: 'config.common.invalidInteger' }).max(1_000_000, { message: 'config.common.invalidInteger' }),
});
export type TParameterGroupFields = z.infer<typeof ZParameterGroupFields>;
