import { z } from 'zod';
import { ZLimit, ZOffset, listOutput } from '../shared.types';
import { ZContractDocument, ZContractScopeInput } from './contracts.types';

/** GET /labs/{labId}/contracts/orgs/{orgId}/documents?year=&offset=&limit= */
export const ZListContractDocumentsInput = ZContractScopeInput.extend({
  /** Only the documents of that year's contracts (default: every year). */
  year: z.number().int().min(2000).max(2100).optional(),
  offset: ZOffset,
  limit: ZLimit,
});
export type TListContractDocumentsInput = z.infer<typeof ZListContractDocumentsInput>;

export const ZListContractDocumentsOutput = listOutput(ZContractDocument);
export type TListContractDocumentsOutput = z.infer<typeof ZListContractDocumentsOutput>;
