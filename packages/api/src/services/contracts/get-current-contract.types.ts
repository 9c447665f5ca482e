import { z } from 'zod';
import { ZVersionedLegalDocumentName } from '@eqa/core';
import { ZContract, ZContractScopeInput } from './contracts.types';

/** GET /labs/{labId}/contracts/orgs/{orgId}/current?year= (default: this year). */
export const ZGetCurrentContractInput = ZContractScopeInput.extend({ year: z.number().int().min(2000).max(2100).optional() });
export type TGetCurrentContractInput = z.infer<typeof ZGetCurrentContractInput>;

/**
 * The current contract with what the lab is to accept of the legal documents
 * (docs/decisions/legal-documents.md): the documents with a version in force its latest accepted
 * contract did not accept (the page says they changed; the next acceptance records them), and
 * those not yet published (an acceptance is refused with 409 legal_documents_unavailable).
 */
export const ZCurrentContract = ZContract.extend({
  legalDocuments: z.object({ toAccept: z.array(ZVersionedLegalDocumentName), unavailable: z.array(ZVersionedLegalDocumentName) }),
});
export type TCurrentContract = z.infer<typeof ZCurrentContract>;
