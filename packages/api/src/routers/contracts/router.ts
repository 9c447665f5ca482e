import { router } from '../../trpc';
import { getCurrentContract } from './get-current-contract';
import { listContractDocuments } from './list-contract-documents';
import { listLegalDocuments } from './list-legal-documents';
import { updateCurrentContract } from './update-current-contract';

export const contractsRouter = router({
  current: getCurrentContract,
  update: updateCurrentContract,
  documents: listContractDocuments,
  legalDocuments: listLegalDocuments,
});
