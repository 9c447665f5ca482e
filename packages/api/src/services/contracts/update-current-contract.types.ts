import { z } from 'zod';
import { ZContractInput } from '@eqa/core';
import { bodyField } from '../shared.types';
import { ZContract, ZContractDocument, ZContractScopeInput } from './contracts.types';

/** PATCH /labs/{labId}/contracts/orgs/{orgId}/current: the contract fields and the accepted terms (core ZContractInput). */
export const ZUpdateCurrentContractInput = ZContractScopeInput.extend({
  ...ZContractInput.shape,
  // the body's number and boolean keep their JSON types (shared.types bodyField)
  year: bodyField(ZContractInput.shape.year),
  termsAccepted: bodyField(ZContractInput.shape.termsAccepted),
});
export type TUpdateCurrentContractInput = z.infer<typeof ZUpdateCurrentContractInput>;

export const ZUpdateCurrentContractOutput = ZContract.extend({
  /** A new contract row was made (false: the details were those of the accepted current contract). */
  created: z.boolean(),
  /** The contract's generated document; null while it could not be made yet (a job retries). */
  document: ZContractDocument.nullable(),
});
export type TUpdateCurrentContractOutput = z.infer<typeof ZUpdateCurrentContractOutput>;
