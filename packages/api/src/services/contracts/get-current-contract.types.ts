import { z } from 'zod';
import { ZContractScopeInput } from './contracts.types';

/** GET /labs/{labId}/contracts/orgs/{orgId}/current?year= (default: this year). */
export const ZGetCurrentContractInput = ZContractScopeInput.extend({ year: z.number().int().min(2000).max(2100).optional() });
export type TGetCurrentContractInput = z.infer<typeof ZGetCurrentContractInput>;
