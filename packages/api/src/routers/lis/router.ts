import { router } from '../../trpc';
import { createKey, listKeys, revokeKey } from './api-keys';
import { codeMappings, saveCodeMappings, saveLoincCodes, saveUcumCode } from './code-mappings';
import { importResults } from './import-results';

/** Results from the laboratory's information system (issue 36): service keys, imports, code mappings. */
export const lisRouter = router({
  createKey,
  listKeys,
  revokeKey,
  importResults,
  codeMappings,
  saveCodeMappings,
  saveLoincCodes,
  saveUcumCode,
});
