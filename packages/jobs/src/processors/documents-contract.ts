import { createContractDocument, type ContractDocumentResult } from '@eqa/db';
import type { JobPayloads } from '@eqa/core';
import type { ProcessorContext } from './processor';

/** documents.contract: renders and stores the generated document of a contract (when it has none yet). */
export async function processDocumentsContract(ctx: ProcessorContext, payload: JobPayloads['documents.contract']): Promise<ContractDocumentResult> {
  const result = await createContractDocument(ctx.db, payload.contractId);
  ctx.logger.info('contract document', { ...result });
  return result;
}
